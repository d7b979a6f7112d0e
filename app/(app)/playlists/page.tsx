import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Playlists", "/playlists");

export default function PlaylistsPage() {
  return <SimplePage namespace="Playlists" />;
}
