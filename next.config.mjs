import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
import { writeRadixCss } from "./lib/design/radix-css.mjs";
import { SESSION_COOKIES, servesHttps } from "./lib/domain/wire.mjs";
import { FAST_PUBLIC_PAGES, PUBLIC_CACHE_CONTROL } from "./lib/routing/cache-control.mjs";
import { STRICT_TRANSPORT_SECURITY } from "./lib/security/csp.mjs";

// The root layout imports the pruned Radix Themes stylesheet; write it before Next reads the app.
writeRadixCss();

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Messages reach next-intl compiled (lib/i18n/messages.ts, translationMessages),
// so its formatter is the precompiled one: a few hundred bytes in the browser
// instead of intl-messageformat's parser (13 KB gzip on every page). Turbopack
// takes relative alias targets only.
const formatOnly = `./${path.relative(process.cwd(), createRequire(import.meta.url).resolve("use-intl/format-message/format-only"))}`;

/**
 * One id for one build on every server: BUILD_ID when set, else the commit
 * being built. Next names its chunks after it and the service worker is
 * versioned by it (lib/pwa/build-id.ts), so servers built separately from the
 * same commit agree, and a browser's worker does not flip between them.
 * A checkout with uncommitted changes (or no git) gets a random id.
 */
function chooseBuildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID.replace(/[^A-Za-z0-9._-]/g, "-").slice(0, 64);
  try {
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    if (dirty) return null;
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}
// Chosen once: Next writes it to .next/BUILD_ID, and pages (prerendered ones
// included, before that file exists) read it as DREAMSCAPE_BUILD_ID.
const buildId = chooseBuildId() ?? randomBytes(9).toString("base64url");

// A visitor's plain request for a public page skips proxy.ts (see its
// matcher): what the proxy would do for it is written here instead.
const fastPages = `:page(${FAST_PUBLIC_PAGES.join("|")})`;
const sessionCookies = Object.values(SESSION_COOKIES).map((key) => ({ type: "cookie", key }));
// Read when the app is built, like every header below; proxy.ts sends HSTS on the other answers at run time.
const https = servesHttps(process.env.APP_URL);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run
  // time; bundling it breaks that (pages would 500 although the build passes).
  // piscina resolves its own worker file next to itself; rate-limiter-flexible
  // loads optional stores with require(); neither survives bundling.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "bcryptjs", "piscina", "rate-limiter-flexible"],
  poweredByHeader: false,
  // `npm run typecheck` checks the same program (next typegen's route types
  // included) with the same compiler. npm test runs it before it builds and
  // sets DREAMSCAPE_TYPES_CHECKED=1, so that the build does not check it twice
  // (43 s on a 2-core machine); any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.DREAMSCAPE_TYPES_CHECKED === "1" },
  // Radix Themes' <Theme> brings the tooltip's code to every page for its
  // Provider; DreamScape draws no tooltips (lib/design/no-tooltip.tsx).
  turbopack: {
    resolveAlias: { "use-intl/format-message": formatOnly, "@radix-ui/react-tooltip": "./lib/design/no-tooltip.tsx" },
  },
  // scripts/server.ts names Next's origin "localhost" on loopback (see there);
  // the development server's hot reload must still accept pages opened as 127.0.0.1.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  generateBuildId: () => buildId,
  // Where Next keeps the pages it renders once for everyone (public pages,
  // shared dreams): this process's memory, at most this many bytes, with a
  // hash-based Content-Security-Policy stored with each page, and forgotten on
  // every server when what they show changes (see the handler's header).
  cacheHandler: path.resolve("lib/cache/page-cache-handler.mjs"),
  cacheMaxMemorySize: 64 * 1024 * 1024,
  // Every page not found is app/global-not-found.tsx, a whole document that
  // Next renders on the server for each such request (see there).
  experimental: { globalNotFound: true },
  env: { DREAMSCAPE_BUILD_ID: buildId },
  // The image optimizer may fetch and keep (for hours, on disk) only the
  // app's own static images: never a shared dream's image, which must be
  // gone everywhere soon after the dream is revoked or deleted.
  images: {
    localPatterns: [
      { pathname: "/icons/**", search: "" },
      { pathname: "/banner.png", search: "" },
    ],
  },
  // English addresses of those pages live under app/[locale]/ as /en/…
  async rewrites() {
    return { beforeFiles: [{ source: `/${fastPages}`, destination: "/en/:page" }] };
  },
  async headers() {
    return [
      {
        source: `/:locale(uk|fr|de|es)?/${fastPages}`,
        missing: sessionCookies,
        headers: [{ key: "Cache-Control", value: PUBLIC_CACHE_CONTROL }],
      },
      ...(https
        ? [{ source: "/:path*", headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }] }]
        : []),
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          // The microphone (voice dictation) for our own pages only; nothing else.
          { key: "Permissions-Policy", value: "microphone=(self), camera=(), geolocation=(), usb=(), browsing-topics=()" },
        ],
      },
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
