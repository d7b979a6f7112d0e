"use client";

// Radix Themes' Select, one change: while the list is open, the page behind it
// is `inert` as well as aria-hidden. Radix hides the page from screen readers
// and traps focus, but leaves its controls focusable, which assistive
// technology (and axe: aria-hidden-focus) reads as focusable content hidden
// from users. The list itself is portalled outside the app root.
import { Select as RadixSelect } from "@radix-ui/themes";
import { useEffect, type ComponentProps } from "react";

function setBackgroundInert(inert: boolean) {
  document.querySelector(".app-root")?.toggleAttribute("inert", inert);
}

function Root({ onOpenChange, ...props }: ComponentProps<typeof RadixSelect.Root>) {
  const openedAtOnce = props.defaultOpen === true;
  useEffect(() => {
    // Radix reports changes only: a list mounted open makes the page inert here.
    if (openedAtOnce) setBackgroundInert(true);
    // A list that disappears while open (its drawer closed) must not leave the page inert.
    return () => setBackgroundInert(false);
  }, [openedAtOnce]);
  return (
    <RadixSelect.Root
      {...props}
      onOpenChange={(open) => {
        setBackgroundInert(open);
        onOpenChange?.(open);
      }}
    />
  );
}

export const Select = { ...RadixSelect, Root };
