// The page the service worker (public/sw.js) shows when a navigation fails for
// want of a network: one self-contained HTML document per language, with inline
// CSS and system fonts, no script, and nothing to load but the icon the worker
// keeps. "Try again" is a plain link to the page's own address, so it works
// without JavaScript and reloads whatever address the visitor was opening.
import { createHash } from "node:crypto";
import { defaultLocale, isLocale, type Locale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { PRODUCT } from "@/lib/seo/metadata";

// Night and dawn as on the app's pages (app/styles/theme.css), Radix's mauve
// and violet for text and the button.
const STYLE = `
:root{color-scheme:light dark;--bg:#0e0c1c;--text:#eeeef0;--muted:#b5b2bc;--accent:#6e56cf;--accent-text:#fff;--ring:#baa7ff}
@media (prefers-color-scheme:light){:root{--bg:#fbfaff;--text:#211f26;--muted:#65636d;--ring:#6550b9}}
*{box-sizing:border-box}
html,body{height:100%;margin:0}
body{display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{max-width:34rem;text-align:center}
img{display:block;margin:0 auto 12px;border-radius:22%}
.brand{margin:0 0 32px;font-weight:600;letter-spacing:.02em;color:var(--muted)}
h1{margin:0 0 16px;font:600 clamp(1.75rem,5vw,2.5rem)/1.2 Georgia,"Times New Roman",serif}
p{margin:0 0 12px;color:var(--muted)}
a{display:inline-block;margin-top:20px;padding:10px 22px;border-radius:999px;background:var(--accent);color:var(--accent-text);font-weight:600;text-decoration:none}
a:hover{filter:brightness(1.1)}
a:focus-visible{outline:2px solid var(--ring);outline-offset:3px}
`.trim();

/** The worker's copy must not need anything the proxy's nonce policy would allow: only this one stylesheet and same-origin images. */
export const OFFLINE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The language of /offline/<segment>: unknown segments get English. */
export function offlineLocale(segment: string): Locale {
  return isLocale(segment) ? segment : defaultLocale;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export function offlinePage(locale: Locale): string {
  const t = serverTranslator(locale);
  const title = escapeHtml(t("Offline.title"));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#0e0c1c" media="(prefers-color-scheme: dark)">
<meta name="theme-color" content="#fbfaff" media="(prefers-color-scheme: light)">
<meta name="robots" content="noindex">
<title>${title} – ${PRODUCT}</title>
<link rel="icon" href="/icons/icon-192.png" type="image/png">
<style>${STYLE}</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="" width="72" height="72">
<p class="brand">${PRODUCT}</p>
<h1>${title}</h1>
<p>${escapeHtml(t("Offline.text"))}</p>
<p>${escapeHtml(t("Offline.back"))}</p>
<a href="">${escapeHtml(t("Offline.retry"))}</a>
</main>
</body>
</html>
`;
}
