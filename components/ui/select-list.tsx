"use client";

import { Select } from "./select";
import type { LazySelectProps } from "./lazy-select";

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
