// The build's scripts and stylesheets, for the service worker to keep once a
// user is signed in (public/sw.js): a page read offline must not need a chunk
// it happened not to load online (the New Dream form's validation, the toast
// layer). Listed from .next/static, where `next build` writes them
// content-hashed, once per process.
import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";

const KEPT = /\.(js|css)$/;

let listing: Promise<string[]> | null = null;

export function staticAssets(): Promise<string[]> {
  listing ??= list().catch((error: unknown) => {
    listing = null;
    throw error;
  });
  return listing;
}

async function list(): Promise<string[]> {
  const root = path.join(process.cwd(), ".next", "static");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && KEPT.test(entry.name))
    .map((entry) => `/_next/static/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort();
}
