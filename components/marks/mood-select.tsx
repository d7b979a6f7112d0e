"use client";

import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/ui/native-select";
import { MOODS } from "@/lib/domain/moods";

/** A mood, for the dream and playlist forms: the browser's own select (components/ui/native-select.tsx). */
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
    <NativeSelect
      id={id}
      value={value}
      onValueChange={onChange}
      options={MOODS.map((mood) => ({ value: mood, label: t(`Moods.${mood}`) }))}
      placeholder={placeholder ?? t("NewDream.moodPlaceholder")}
      invalid={invalid}
      describedBy={describedBy}
      testId="mood-select"
    />
  );
}
