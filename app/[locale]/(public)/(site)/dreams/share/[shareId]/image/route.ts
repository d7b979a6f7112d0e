import { SHARED_CACHE_CONTROL, sharedImage } from "@/lib/share/service";

// GET /dreams/share/[shareId]/image – the dream's 1200×630 card for social networks (PNG),
// drawn once and served from memory until the dream changes; unknown or revoked → 404.
// Browsers and CDNs may keep it a minute: a revoked dream's card is gone everywhere within 60 s.
export async function GET(_req: Request, { params }: { params: Promise<{ shareId: string }> }): Promise<Response> {
  const { shareId } = await params;
  let png: Uint8Array | null;
  try {
    png = await sharedImage(shareId);
  } catch (error) {
    // The database away, or the image could not be drawn: try again later, never a 500.
    console.warn("[share] image unavailable:", error instanceof Error ? error.message : error);
    return new Response("Unavailable, try again shortly.", {
      status: 503,
      headers: { "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!png) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Blob([png.slice()], { type: "image/png" }), {
    headers: { "Content-Type": "image/png", "Cache-Control": SHARED_CACHE_CONTROL },
  });
}
