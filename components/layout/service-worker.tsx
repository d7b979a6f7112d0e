"use client";

import { useEffect } from "react";
import { locales } from "@/lib/domain/locales";

/**
 * Registers the offline worker as /sw.js?v=<build id>&l=<the languages>. Every build is a new
 * script address, so the browser installs the new worker, which names its
 * caches after the version and drops the previous ones. The worker is told the
 * page's language, so that offline it answers in it. Without a version
 * (development) no worker runs, and one left by a production build on the same
 * address is removed, since it would serve stale dev chunks. The worker is
 * registered once the page has loaded (web.dev, "Service worker registration").
 */
export function ServiceWorkerRegistration({ version, locale }: { version: string | null; locale: string }) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (!version) {
      void navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())));
      return;
    }
    const register = () => {
      navigator.serviceWorker
        .register(`/sw.js?v=${encodeURIComponent(version)}&l=${locales.join(",")}`, { scope: "/" })
        .catch((error: unknown) => {
          console.error("Service worker registration failed:", error);
        });
    };
    // After the page has loaded: installing the worker fetches and caches the
    // app shell, which must not compete with the first visit's own requests.
    if (document.readyState === "complete") {
      register();
      return;
    }
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, [version]);

  useEffect(() => {
    if (!version || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const tell = (worker: ServiceWorker | null | undefined) => worker?.postMessage({ type: "locale", locale });
    void container.ready.then((registration) => tell(registration.active));
    // A new version took over: it keeps the language too, but this costs nothing.
    const onTakeover = () => tell(container.controller);
    container.addEventListener("controllerchange", onTakeover);
    return () => container.removeEventListener("controllerchange", onTakeover);
  }, [locale, version]);

  return null;
}
