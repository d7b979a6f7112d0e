import createNextIntlPlugin from "next-intl/plugin";
import { writeRadixCss } from "./lib/design/radix-css.mjs";

// The root layout imports the pruned Radix Themes stylesheet; write it before Next reads the app.
writeRadixCss();

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run
  // time; bundling it breaks that (pages would 500 although the build passes).
  // piscina resolves its own worker file next to itself; rate-limiter-flexible
  // loads optional stores with require(); neither survives bundling.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "bcryptjs", "piscina", "rate-limiter-flexible"],
  poweredByHeader: false,
  async headers() {
    return [
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
