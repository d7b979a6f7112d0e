// The id of the build being served, which versions the service worker and its
// caches (/sw.js?v=<id>, see public/sw.js). `next build` writes a fresh one to
// .next/BUILD_ID every time, and the server runs from the project folder, as
// Next itself does to find its build.
import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/lib/env";

let cached: string | null | undefined;

/** null in development, where no worker runs: the dev server's chunks are not content-hashed. */
export function buildId(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (env.NODE_ENV === "production") {
    try {
      cached = readFileSync(join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim() || null;
    } catch (error) {
      console.warn("No .next/BUILD_ID: the offline worker is not registered.", error);
    }
  }
  return cached;
}
