"use client";

import { usePathname } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { useToast } from "./toaster";

// A toast that belongs to the page a navigation leads to ("Welcome to
// Premium" on the journal): kept in sessionStorage until that page is on
// screen, so a slow navigation cannot use up its time before anyone sees it.
const KEY = "dreamscape:flash";

interface Flash {
  title: string;
  description?: string;
}

/** Shows `flash` once the next page has rendered; call it right before router.push/replace. */
export function flashOnNextPage(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage refused (private mode, quota): the toast is lost, nothing else.
  }
}

function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || !("title" in value) || typeof value.title !== "string") return null;
    const description = "description" in value && typeof value.description === "string" ? value.description : undefined;
    return { title: value.title, description };
  } catch {
    return null;
  }
}

/** Lives beside the toaster and shows a pending flash whenever the route changes. */
export function FlashToasts() {
  const pathname = usePathname();
  const toast = useToast();
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast(flash);
  }, [pathname, toast]);
  return null;
}
