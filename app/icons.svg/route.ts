import { sprite } from "@/lib/icons/sprite";

// GET /icons.svg?v=… – the public pages' icons as one SVG sprite (lib/icons/sprite.ts). Outside proxy.ts's matcher
// (it has an extension). Its address carries a hash of its contents, so it is kept for a year; another version is
// another address.
export const dynamic = "force-static";

export function GET() {
  return new Response(sprite().body, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
