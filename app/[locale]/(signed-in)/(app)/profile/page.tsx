import { ProfileCard } from "@/components/profile/profile-card";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Profile", "/profile");

export default function ProfilePage() {
  return <ProfileCard />;
}
