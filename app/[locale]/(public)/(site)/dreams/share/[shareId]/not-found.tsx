import { NotFoundView } from "@/components/layout/not-found-view";

// Should a link be revoked between proxy.ts's check and the page (see (site)/not-found.tsx).
export default function NotFound() {
  return <NotFoundView kind="shared-dream" />;
}
