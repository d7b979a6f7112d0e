// Which pages Next prerendered at build time, and the hashes of their inline
// scripts. A prerendered page is the same HTML for every visitor, so it cannot
// carry a per-request nonce; its Content-Security-Policy lists the SHA-256 of
// each inline script instead, read once from the very file Next serves
// (.next/server/app/<path>.html). Anything else is rendered per request and
// gets a nonce.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { scriptHash } from "./headers";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of the inline scripts of an HTML document (executable or not: listing a data block costs nothing). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1]));
}

// Rewritten page addresses (/en/about) → their scripts' hashes, or null when
// the page is rendered per request. Bounded: addresses are chosen by visitors.
const known = new Map<string, string[] | null>();
const MAX_KNOWN = 2000;

/** The hashes for a page Next prerendered, or null when it renders per request (or in development). */
export function prerenderedScriptHashes(internalPath: string, root = process.cwd()): string[] | null {
  const cached = known.get(internalPath);
  if (cached !== undefined) return cached;
  let hashes: string[] | null = null;
  // Only addresses made of plain segments can name a prerendered file.
  if (/^(\/[\w-]+)+$/.test(internalPath)) {
    try {
      hashes = inlineScriptHashes(readFileSync(join(root, ".next", "server", "app", `${internalPath}.html`), "utf8"));
    } catch {
      hashes = null;
    }
  }
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(internalPath, hashes);
  return hashes;
}
