import { sharedImage } from "@/lib/share/service";

// GET /dreams/share/[shareId]/image – the dream's 1200×630 card for social
// networks (PNG); unknown or revoked → 404. Drawn once per server and kept by
// Next's cache (lib/cache/page-cache-handler.mjs) under the dream's tag until
// the dream changes; proxy.ts tells CDNs to keep it under a minute.
// Next reads segment settings as literals: SHARED_REVALIDATE (lib/share/service.ts).
export const revalidate = 600;
export const generateStaticParams = (): { shareId: string }[] => [];

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
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(new Blob([png.slice()], { type: "image/png" }), { headers: { "Content-Type": "image/png" } });
}
