// The addresses that are files, not pages: public/ and the app's own files and
// file-like routes (app/*.ts, app/*.png…). proxy.ts leaves them to Next; any
// other address with an extension (/about.html, /wp-login.php) is a page not
// found, answered like every other (without this list, "/foo.txt" would be
// taken for a language, app/[locale]/, and get an empty error shell).
// lib/routing/static-files.test.ts checks it against the folders.
const FILES = new Set([
  "/banner.png",
  "/sw.js",
  "/robots.txt",
  "/sitemap.xml",
  "/manifest.webmanifest",
  "/icon.svg",
  "/apple-icon.png",
  "/icons.svg",
  "/sw-assets.json",
]);
const FOLDERS = ["/icons/"];

export const isStaticFile = (pathname: string): boolean =>
  FILES.has(pathname) || FOLDERS.some((folder) => pathname.startsWith(folder));
