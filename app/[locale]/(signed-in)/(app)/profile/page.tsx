import { ProfileCard } from "@/components/profile/profile-card";
import { titledPage } from "@/lib/seo/metadata";
import { PageMessages } from "@/components/layout/page-messages";

export const generateMetadata = () => titledPage("Profile", "/profile");

export default function ProfilePage() {
  return (
    <PageMessages namespaces={["Common", "Pricing", "Profile", "Reminders", "Toast", "Validation", "Verify"]}>
      <ProfileCard />
    </PageMessages>
  );
}
