import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";

const PAGES = [
  { href: "/calendar", label: "calendarTitle" },
  { href: "/trends", label: "trendsTitle" },
] as const;

/** The two pages of the journal's history, one link each; the header's "Calendar & trends" leads to the first. */
export async function PatternsNav({ current }: { current: "/calendar" | "/trends" }) {
  const t = await getTranslations("Patterns");
  return (
    <nav aria-label={t("sections")} data-testid="patterns-nav">
      <ul className="plain-list patterns-tabs">
        {PAGES.map(({ href, label }) => (
          <li key={href}>
            <LocaleLink
              prefetch={false}
              href={href}
              className="patterns-tab"
              aria-current={href === current ? "page" : undefined}
            >
              {t(label)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
