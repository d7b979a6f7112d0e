import { Journal } from "@/components/dreams/journal";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Journal", "/");

export default function JournalPage() {
  return <Journal />;
}
