"use client";

import { Checkbox } from "@radix-ui/themes";

/** A card's tick for a combined analysis (Premium): loaded only where it is drawn (dream-card.tsx). */
export function SelectionBox({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return <Checkbox mt="1" checked={checked} onCheckedChange={(value) => onChange(value === true)} aria-label={label} />;
}
