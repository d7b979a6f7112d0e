import { NotFoundView } from "@/components/layout/not-found-view";

// As (public)/(site)/not-found.tsx, in the signed-in shell.
export default function NotFound() {
  return <NotFoundView />;
}
