"use client";

import { useEffect } from "react";

/**
 * Links that leave the page load the next page whole. app/global-not-found.tsx
 * is a document outside the app's layouts, and the router cannot swap it for
 * a page inside them: a client-side navigation changes the address but leaves
 * "not found" on screen (vercel/next.js#88341). This listener sees a link's
 * click before React does and keeps it from the router, so the browser follows
 * the link itself.
 */
export function WholePageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) event.stopPropagation();
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
