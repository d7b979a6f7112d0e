import { SharedDreamNotFound } from "@/components/share/shared-dream-view";

export default function NotFound() {
  return <SharedDreamNotFound />;
}
