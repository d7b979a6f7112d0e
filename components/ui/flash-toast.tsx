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
  /** A link after the description (a verification link on a laptop without mail). */
  link?: { href: string; label: string; testId?: string };
  duration?: number;
}

/** Shows `flash` once the next page has rendered; call it right before router.push/replace. */
export function flashOnNextPage(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage refused (private mode, quota): the toast is lost, nothing else.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const textOrUndefined = (value: unknown) => (typeof value === "string" ? value : undefined);

function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.title !== "string") return null;
    const { link } = value;
    return {
      title: value.title,
      description: textOrUndefined(value.description),
      duration: typeof value.duration === "number" ? value.duration : undefined,
      link:
        isRecord(link) && typeof link.href === "string" && typeof link.label === "string"
          ? { href: link.href, label: link.label, testId: textOrUndefined(link.testId) }
          : undefined,
    };
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
    if (!flash) return;
    const { link, ...rest } = flash;
    // Web addresses only: the stored value came through sessionStorage.
    const safe = link && /^https?:\/\//.test(link.href) ? link : undefined;
    toast({
      ...rest,
      description: safe ? (
        <>
          {rest.description}{" "}
          <a href={safe.href} data-testid={safe.testId}>
            {safe.label}
          </a>
        </>
      ) : (
        rest.description
      ),
    });
  }, [pathname, toast]);
  return null;
}
