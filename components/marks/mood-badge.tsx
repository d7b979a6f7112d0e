import { badgeClass } from "@/components/ui/radix-classes";
import { useTranslations } from "next-intl";
import { MOOD_COLORS } from "@/lib/design/moods";
import type { Mood } from "@/lib/domain/moods";

/** A mood in its colour (lib/design/moods.ts), named in the interface language: Radix Themes' badge, written out (components/ui/radix-classes.ts). */
export function MoodBadge({ mood, size = "2" }: { mood: Mood; size?: "1" | "2" | "3" }) {
  const t = useTranslations("Moods");
  return (
    <span data-accent-color={MOOD_COLORS[mood]} data-radius="full" data-mood={mood} className={badgeClass(size, "soft")}>
      {t(mood)}
    </span>
  );
}
