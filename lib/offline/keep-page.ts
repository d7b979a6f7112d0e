// Asks the service worker (public/sw.js) to keep the page being shown for
// reading offline: the journal's pages and the dreams opened lately. The
// worker keeps what it served itself anyway; this covers a page that arrived
// without it (the first visit, or a client-side navigation).

/** Tells the worker to keep the current address; nothing happens without one. */
export function keepThisPage(): void {
  if (!("serviceWorker" in navigator)) return;
  const url = `${location.pathname}${location.search}`;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "keep", url }));
}
