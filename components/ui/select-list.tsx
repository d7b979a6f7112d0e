"use client";

import { Select } from "./select";

export interface SelectOption {
  value: string;
  label: string;
  /** When the label is in another language than the page (a language's own name). */
  lang?: string;
}

export interface LazySelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** What the closed control shows while nothing is chosen. */
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
  /** "popper" (a list below the control) or "item-aligned" (over it, the chosen item where the control is). */
  position?: "popper" | "item-aligned";
}
import type { CSSProperties } from "react";

/**
 * The select LazySelect loads on first use: Radix Select, open as it mounts
 * (it was pressed), showing the same trigger; it stays mounted from then on.
 */
export function SelectList({
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
  position = "popper",
  defaultOpen,
}: LazySelectProps & { defaultOpen: boolean }) {
  const chosen = options.find((option) => option.value === value);
  return (
    <Select.Root value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <Select.Trigger
        id={id}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        className={className}
        style={style}
        variant={variant}
      >
        {/* Radix fills the value in only once the list has mounted; naming it keeps the trigger from going blank. */}
        {chosen && <span lang={chosen.lang}>{chosen.label}</span>}
      </Select.Trigger>
      <Select.Content position={position}>
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
