"use client";

import { SegmentedControl } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { DesktopIcon, MoonIcon, SunIcon } from "@/components/ui/shell-icons";

const CHOICES = [
  { value: "system", Icon: DesktopIcon },
  { value: "light", Icon: SunIcon },
  { value: "dark", Icon: MoonIcon },
] as const;

// The stored choice is only known in the browser; the server renders "system".
const subscribeToNothing = () => () => {};

/** Light, dark or the system's choice (the default), kept in localStorage by next-themes. */
export function ThemeSwitch() {
  const t = useTranslations("Theme");
  const { theme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const value = mounted && theme ? theme : "system";
  return (
    <SegmentedControl.Root value={value} onValueChange={setTheme} size="1" aria-label={t("label")} data-testid="theme-switch">
      {CHOICES.map(({ value: choice, Icon }) => (
        <SegmentedControl.Item key={choice} value={choice} aria-label={t(choice)} title={t(choice)}>
          <Icon />
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  );
}
