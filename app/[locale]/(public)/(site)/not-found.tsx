import { NotFoundView } from "@/components/layout/not-found-view";

// What the browser shows should a page below throw notFound(): Next answers
// such a page with an empty shell that the browser fills in, so proxy.ts sends
// every address it knows to be missing to app/not-found.tsx instead, which
// Next renders whole on the server.
export default function NotFound() {
  return <NotFoundView />;
}
