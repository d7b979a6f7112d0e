"use client";

import { EyeIcon } from "@/components/ui/icons";
import { Badge, Flex } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { journalHref } from "@/lib/dreams/journal-query";
import type { Dream } from "@/lib/dreams/schema";

/** Tags shown on a card before the rest is summed up as "+N". */
const SHOWN_TAGS = 5;

/**
 * A journal card's small marks: lucid (with its clarity) and the dream's
 * tags, each a link to the journal narrowed to that tag. One wrapping row.
 */
export function DreamMarks({ dream }: { dream: Dream }) {
  const t = useTranslations("DreamCard");
  if (!dream.lucid && dream.tags.length === 0) return null;
  const shown = dream.tags.slice(0, SHOWN_TAGS);
  const more = dream.tags.length - shown.length;
  return (
    <Flex asChild gap="1" wrap="wrap" align="center" className="dream-marks">
      <ul aria-label={t("marks")} data-testid="dream-marks">
        {dream.lucid && (
          <li>
            <LucidBadge dream={dream} />
          </li>
        )}
        {shown.map((tag) => (
          <li key={tag}>
            <Badge size="1" color="gray" variant="soft" asChild>
              <LocaleLink
                href={journalHref({ page: 1, tag })}
                prefetch={false}
                aria-label={t("showTag", { tag })}
                className="tag-link user-text"
                data-testid="card-tag"
              >
                {tag}
              </LocaleLink>
            </Badge>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge size="1" color="gray" variant="outline">
              {t("moreTags", { count: more })}
            </Badge>
          </li>
        )}
      </ul>
    </Flex>
  );
}

/** "Lucid", with the clarity when it was rated. */
export function LucidBadge({ dream, size = "1" }: { dream: Pick<Dream, "clarity">; size?: "1" | "2" }) {
  const t = useTranslations("DreamCard");
  return (
    <Badge size={size} color="indigo" variant="surface" data-testid="lucid-mark">
      <EyeIcon aria-hidden />
      {dream.clarity === null ? t("lucid") : t("lucidClarity", { clarity: dream.clarity })}
    </Badge>
  );
}
