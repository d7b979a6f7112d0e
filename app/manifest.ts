// GET /manifest.webmanifest – what makes DreamScape installable: names, colours
// of the dark theme (the splash screen and title bar), and the icons that
// scripts/make-icons.ts renders from app/icon.svg.
import type { MetadataRoute } from "next";
import { serverTranslator } from "@/lib/i18n/messages";
import { PRODUCT } from "@/lib/seo/metadata";

const DARK_BACKGROUND = "#0e0c1c"; // app/layout.tsx's theme colour for dark mode

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: PRODUCT,
    short_name: PRODUCT,
    description: serverTranslator("en")("Metadata.description"),
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: DARK_BACKGROUND,
    background_color: DARK_BACKGROUND,
    categories: ["lifestyle", "health"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
