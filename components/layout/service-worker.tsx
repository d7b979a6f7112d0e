"use client";

import { useEffect } from "react";

/** Registers the offline worker at /sw.js; a failure is only logged. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.error("Service worker registration failed:", error);
    });
  }, []);
  return null;
}
