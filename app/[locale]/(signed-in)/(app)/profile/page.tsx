import { ProfileCard } from "@/components/profile/profile-card";
import { titledPage } from "@/lib/seo/metadata";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const generateMetadata = () => titledPage("Profile", "/profile");

export default async function ProfilePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  return (
    <PageMessages locale={locale} namespaces={["Common", "Pricing", "Profile", "Reminders", "Toast", "Validation", "Verify"]}>
      <ProfileCard />
    </PageMessages>
  );
}
