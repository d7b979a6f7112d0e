import { notFound } from "next/navigation";

// Any other address, for a signed-in visitor: in the signed-in header and footer, with status 404.
export default function UnknownPage() {
  notFound();
}
