"use client";

import { useFormatter } from "next-intl";
import { cardClass, linkClass, textClass } from "@/components/ui/radix-classes";
import type { Dream } from "@/lib/dreams/schema";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { DATE_TIME } from "@/lib/time/format";

/**
 * The journal's dreams for a browser without JavaScript: each a link to its
 * page, with its date. The cards themselves arrive after the rest of the page
 * and are shown by a script (docs/performance.md), so without one they would
 * stay hidden. With JavaScript the browser ignores a noscript's content, and
 * so does React.
 */
export function PlainDreamList({ dreams }: { dreams: readonly Dream[] }) {
  const format = useFormatter();
  if (dreams.length === 0) return null;
  return (
    <noscript>
      <ul className="plain-dream-list" data-testid="plain-dream-list">
        {dreams.map((dream) => (
          <li key={dream.id} className={cardClass("user-text")}>
            <LocaleLink prefetch={false} href={`/dreams/${dream.id}`} className={linkClass({ size: "3" })}>
              {dream.title}
            </LocaleLink>
            <time dateTime={dream.createdAt} className={textClass("1")} data-accent-color="gray">
              {format.dateTime(new Date(dream.createdAt), DATE_TIME)}
            </time>
          </li>
        ))}
      </ul>
    </noscript>
  );
}
