"use client";

import { SegmentedControl } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { DesktopIcon, MoonIcon, SunIcon } from "@/components/ui/shell-icons";
import { applyThemeChoice, readThemeChoice, type ThemeChoice } from "@/lib/design/theme-script";

const CHOICES = [
  { value: "system", Icon: DesktopIcon },
  { value: "light", Icon: SunIcon },
  { value: "dark", Icon: MoonIcon },
] as const satisfies readonly { value: ThemeChoice; Icon: unknown }[];

// The stored choice lives in the browser (and may change in another tab); the server renders "system".
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", listener);
  };
}

/** Light, dark or the system's choice (the default): lib/design/theme-script.ts. */
export function ThemeSwitch() {
  const t = useTranslations("Theme");
  const value = useSyncExternalStore(subscribe, readThemeChoice, () => "system" as const);
  function choose(next: string) {
    const choice = CHOICES.find((c) => c.value === next)?.value;
    if (!choice) return;
    applyThemeChoice(choice);
    for (const listener of listeners) listener();
  }
  return (
    <SegmentedControl.Root value={value} onValueChange={choose} size="1" aria-label={t("label")} data-testid="theme-switch">
      {CHOICES.map(({ value: choice, Icon }) => (
        <SegmentedControl.Item key={choice} value={choice} aria-label={t(choice)} title={t(choice)}>
          <Icon />
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  );
}
