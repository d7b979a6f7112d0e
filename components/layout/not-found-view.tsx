import { Box, Button } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { StatusCard } from "@/components/ui/status-card";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import type { NotFoundKind } from "@/lib/routing/page-route";

/**
 * A page not found, in the page's language, with a way on: the spec's "404
 * Page Not Found" for an address that is no page, "Dream Not Found" for a
 * shared dream's link that leads nowhere (an invitation to DreamScape) and
 * for a dream of one's own that is gone (back to the journal).
 */
export async function NotFoundView({ kind = "page" }: { kind?: NotFoundKind }) {
  const [t, share, errors] = await Promise.all([
    getTranslations("NotFound"),
    getTranslations("Share"),
    getTranslations("Errors"),
  ]);
  const view = {
    page: { title: t("title"), text: t("text"), href: "/", action: t("home"), testId: "page-not-found" },
    "shared-dream": {
      title: share("notFoundTitle"),
      text: share("notFoundDescription"),
      href: "/about",
      action: share("notFoundAction"),
      testId: "shared-not-found",
    },
    dream: {
      title: share("notFoundTitle"),
      text: errors("dreamNotFound"),
      href: "/",
      action: t("home"),
      testId: "dream-not-found",
    },
  }[kind];
  return (
    <StatusCard title={view.title} text={view.text} headingColor={kind === "page" ? "red" : undefined} testId={view.testId}>
      <Box>
        <Button asChild variant="soft">
          <LocaleLink href={view.href} prefetch={false}>
            {view.action}
          </LocaleLink>
        </Button>
      </Box>
    </StatusCard>
  );
}

/** Its title and description, never indexed. */
export async function notFoundMetadata(kind: NotFoundKind = "page") {
  const [t, share] = await Promise.all([getTranslations("NotFound"), getTranslations("Share")]);
  return kind === "page"
    ? { title: t("metaTitle"), description: t("text"), robots: { index: false, follow: true } }
    : { title: share("notFoundTitle"), description: share("notFoundDescription"), robots: { index: false, follow: true } };
}
