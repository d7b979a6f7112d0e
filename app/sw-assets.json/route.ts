import { buildId } from "@/lib/env";
import { staticAssets } from "@/lib/pwa/assets";

// GET /sw-assets.json – the build's scripts and stylesheets, which public/sw.js keeps for signed-in pages read offline.
// Outside proxy.ts's matcher (it has an extension): nothing private, the same for everyone.
export async function GET() {
  const version = buildId();
  if (!version) return Response.json({ version: null, assets: [] }, { headers: { "Cache-Control": "no-store" } });
  return Response.json({ version, assets: await staticAssets() }, { headers: { "Cache-Control": "no-cache" } });
}
