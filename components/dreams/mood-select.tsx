"use client";

import { Select } from "@/components/ui/select";
import { useTranslations } from "next-intl";
import { MOODS } from "@/lib/dreams/constants";

export function MoodSelect({
  value,
  onChange,
  id,
  placeholder,
  invalid = false,
  describedBy,
}: {
  value: string | undefined;
  onChange: (mood: string) => void;
  id?: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useTranslations();
  return (
    <Select.Root value={value} onValueChange={onChange}>
      <Select.Trigger
        id={id}
        placeholder={placeholder ?? t("NewDream.moodPlaceholder")}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="mood-select"
      />
      {/* Item-aligned (not popper): inside the tall dialog a popper list can open below the screen. */}
      <Select.Content>
        {MOODS.map((mood) => (
          <Select.Item key={mood} value={mood}>
            {t(`Moods.${mood}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
