import { notFound } from "next/navigation";

// Any other address, under the public pages' header and footer, with status 404.
export default function UnknownPage() {
  notFound();
}
