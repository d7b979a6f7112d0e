"use client";

import { useId, useSyncExternalStore } from "react";
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

export interface ThemeSwitchLabels {
  label: string;
  system: string;
  light: string;
  dark: string;
}

/**
 * Light, dark or the system's choice (the default): lib/design/theme-script.ts.
 * Three native radio buttons drawn as a segmented control (app/globals.css,
 * `.theme-choice`): the browser gives them their role, state and arrow keys,
 * so the footer on every page ships no component library for them. The
 * labels come translated from the server.
 */
export function ThemeSwitch({ labels }: { labels: ThemeSwitchLabels }) {
  const name = useId();
  const value = useSyncExternalStore(subscribe, readThemeChoice, () => "system" as const);
  function choose(choice: ThemeChoice) {
    applyThemeChoice(choice);
    for (const listener of listeners) listener();
  }
  return (
    <div role="radiogroup" aria-label={labels.label} className="theme-choice" data-testid="theme-switch">
      {CHOICES.map(({ value: choice, Icon }) => (
        <label key={choice} className="theme-choice-item" title={labels[choice]}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => choose(choice)}
            aria-label={labels[choice]}
          />
          <Icon aria-hidden="true" />
        </label>
      ))}
    </div>
  );
}
