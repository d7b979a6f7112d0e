"use client";

import type { CSSProperties } from "react";
import { ChevronDownIcon } from "@/components/ui/shell-icons";

export interface SelectOption {
  value: string;
  label: string;
  /** When the label is in another language than the page (a language's own name). */
  lang?: string;
}

export interface NativeSelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** What the control shows while nothing is chosen (a first option that cannot be chosen back). */
  placeholder?: string;
  id?: string;
  /** The control's name when no label names it (by `id`). */
  label?: string;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  className?: string;
  style?: CSSProperties;
  variant?: "surface" | "soft" | "ghost";
}

/**
 * The browser's own select, drawn as Radix Themes' closed Select trigger.
 * Its list is the system's: the picker a phone shows, the keyboard and screen
 * reader behaviour every browser already has, and no script to load, mount or
 * unmount around a choice. Choosing answers at once, where Radix Select's
 * closing (focus return, scroll lock, hiding the page behind it) kept the
 * next paint about 200 ms away at 4× CPU (docs/performance.md).
 */
export function NativeSelect({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  label,
  invalid,
  describedBy,
  testId,
  className,
  style,
  variant = "surface",
}: NativeSelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <span className={`native-select${className ? ` ${className}` : ""}`} style={style}>
      <select
        id={id}
        value={chosen ? chosen.value : ""}
        onChange={(event) => onValueChange(event.target.value)}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-placeholder={chosen ? undefined : ""}
        data-testid={testId}
        lang={chosen?.lang}
        className={`rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-${variant}`}
      >
        {!chosen && placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="rt-SelectIcon native-select-icon" aria-hidden />
    </span>
  );
}
