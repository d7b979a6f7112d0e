import { Badge } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { MOOD_COLORS } from "@/lib/design/moods";
import type { Mood } from "@/lib/domain/moods";

/** A mood in its colour (lib/design/moods.ts), named in the interface language. */
export function MoodBadge({ mood, size = "2" }: { mood: Mood; size?: "1" | "2" | "3" }) {
  const t = useTranslations("Moods");
  return (
    <Badge color={MOOD_COLORS[mood]} size={size} variant="soft" radius="full" data-mood={mood}>
      {t(mood)}
    </Badge>
  );
}
