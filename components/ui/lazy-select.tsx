"use client";

import { lazy, startTransition, Suspense, useId, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "@/components/ui/shell-icons";
import type { LazySelectProps } from "./select-list";

// Radix Select (its list, popper, scroll area and focus handling, about 12 KB
// gzip with what only it uses) is drawn closed on most pages and opened on
// few: the journal's filters, Dream Health's ambient mood, the playlist form.
// It loads on first use. Until then the control is a closed combobox drawn
// exactly like the Select's trigger (Radix Themes' classes); pointing at it or
// focusing it starts the download, pressing it opens the real list. No hidden
// native select is sent with the page either (Radix draws one for forms, with
// an empty option while nothing is chosen).
const loadList = () => import("./select-list");
const SelectList = lazy(() => loadList().then((module) => ({ default: module.SelectList })));

const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);
const warm = () => void loadList().catch(() => undefined);

/** A select whose list loads when it is first opened; from then on it is Radix Select. */
export function LazySelect(props: LazySelectProps) {
  const [opened, setOpened] = useState(false);
  // A transition: the press paints at once, and the list's first render yields to the browser.
  if (!opened) return <ClosedTrigger {...props} onOpen={() => startTransition(() => setOpened(true))} />;
  return (
    <Suspense fallback={<ClosedTrigger {...props} />}>
      <SelectList {...props} defaultOpen />
    </Suspense>
  );
}

/** Drawn as the Select's closed trigger and announced as one: a closed combobox with its value. */
function ClosedTrigger({
  value,
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
  onOpen,
}: LazySelectProps & { onOpen?: () => void }) {
  // The list it controls exists once opened (a closed combobox may name a list not yet there).
  const listId = useId();
  const chosen = options.find((option) => option.value === value);
  function onKeyDown(event: KeyboardEvent) {
    // Enter and Space press the button; the arrows open a closed Select too.
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen?.();
  }
  return (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-label={label}
      aria-haspopup="listbox"
      aria-controls={listId}
      aria-expanded={false}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-state="closed"
      data-placeholder={chosen ? undefined : ""}
      data-testid={testId}
      className={`rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-${variant}${className ? ` ${className}` : ""}`}
      style={style}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className="rt-SelectTriggerInner">
        <span lang={chosen?.lang}>{chosen ? chosen.label : placeholder}</span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" />
    </button>
  );
}
