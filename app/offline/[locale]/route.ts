import { OFFLINE_CSP, offlineLocale, offlinePage } from "@/lib/pwa/offline-page";

// GET /offline/[locale] – the offline page in that language (unknown → English), precached by public/sw.js.
// Outside proxy.ts's matcher: it carries its own, stricter policy, since the worker replays it long after any nonce.
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return new Response(offlinePage(offlineLocale(locale)), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": OFFLINE_CSP,
      "Cache-Control": "no-cache",
    },
  });
}
