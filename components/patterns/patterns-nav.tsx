import { getTranslations } from "next-intl/server";
import NextLink from "next/link";

const PAGES = [
  { href: "/calendar", label: "calendarTitle" },
  { href: "/trends", label: "trendsTitle" },
] as const;

/** The two pages of the journal's history, one link each; the header's "Patterns" leads to the first. */
export async function PatternsNav({ current }: { current: "/calendar" | "/trends" }) {
  const t = await getTranslations("Patterns");
  return (
    <nav aria-label={t("sections")} data-testid="patterns-nav">
      <ul className="plain-list patterns-tabs">
        {PAGES.map(({ href, label }) => (
          <li key={href}>
            <NextLink href={href} className="patterns-tab" aria-current={href === current ? "page" : undefined}>
              {t(label)}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
