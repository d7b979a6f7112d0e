"use client";

import { EyeIcon } from "@/components/ui/icons";
import { badgeClass, flexClass } from "@/components/ui/radix-classes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { journalHref } from "@/lib/dreams/journal-query";
import type { Dream } from "@/lib/dreams/schema";

/** Tags shown on a card before the rest is summed up as "+N". */
const SHOWN_TAGS = 5;

/**
 * A journal card's small marks: lucid (with its clarity) and the dream's
 * tags, each a link to the journal narrowed to that tag. One wrapping row,
 * of plain elements with Radix Themes' classes (components/ui/radix-classes.ts).
 */
export function DreamMarks({ dream }: { dream: Dream }) {
  const t = useTranslations("DreamCard");
  if (!dream.lucid && dream.tags.length === 0) return null;
  const shown = dream.tags.slice(0, SHOWN_TAGS);
  const more = dream.tags.length - shown.length;
  return (
    <ul
      aria-label={t("marks")}
      data-testid="dream-marks"
      className={flexClass({ gap: "1", wrap: true, align: "center" }, "dream-marks")}
    >
      {dream.lucid && (
        <li>
          <LucidBadge dream={dream} />
        </li>
      )}
      {shown.map((tag) => (
        <li key={tag}>
          <LocaleLink
            href={journalHref({ page: 1, tag })}
            prefetch={false}
            aria-label={t("showTag", { tag })}
            data-accent-color="gray"
            className={badgeClass("1", "soft", "tag-link user-text")}
            data-testid="card-tag"
          >
            {tag}
          </LocaleLink>
        </li>
      ))}
      {more > 0 && (
        <li>
          <span data-accent-color="gray" className={badgeClass("1", "outline")}>
            {t("moreTags", { count: more })}
          </span>
        </li>
      )}
    </ul>
  );
}

/** "Lucid", with the clarity when it was rated. */
export function LucidBadge({ dream, size = "1" }: { dream: Pick<Dream, "clarity">; size?: "1" | "2" }) {
  const t = useTranslations("DreamCard");
  return (
    <span data-accent-color="indigo" className={badgeClass(size, "surface")} data-testid="lucid-mark">
      <EyeIcon aria-hidden />
      {dream.clarity === null ? t("lucid") : t("lucidClarity", { clarity: dream.clarity })}
    </span>
  );
}
