import type { ReactNode } from "react";

/**
 * A table that may be wider than a phone: it scrolls inside its own region
 * (focusable, so the keyboard can scroll it too) instead of widening the page.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
