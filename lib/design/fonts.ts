// The heading face, from npm (@fontsource/lora) through next/font/local: Lora
// Bold, one static weight (21 KB for Latin, against 38 KB for the variable
// font), drawn for every heading weight the design uses (600 and 700), so
// nothing is synthesised. Text is set in the reader's own system UI font
// (theme.css): it costs no download on a phone's first visit, which a web
// text face did (48 KB preloaded on every page, a fifth of a public page's
// bytes). next/font serves it from our own origin; nothing is fetched at
// build. It is shown only if it is there by the first paint (font-display:
// optional): otherwise that page keeps the fallback and the next one has the
// font. Swapping it in later moved the page under the heading (Lighthouse
// layout shift 0.08 on a phone-sized journal, 2026-12-06): the fallback's
// size adjustment is computed for Times New Roman, which Android and Linux
// do not have. Neither file is preloaded: a preload made the 21 KB Latin file
// compete with the page's first paint on a slow phone (Lighthouse mobile put
// the public pages' LCP about 100 ms later), for headings that read as well
// in the fallback for the moment it takes. The Cyrillic file loads only when
// a page shows Cyrillic (unicode-range).
import localFont from "next/font/local";

// unicode-range values are written out in each call: font loader options must be literals.
export const loraLatin = localFont({
  src: "../../node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2",
  weight: "600 700",
  display: "optional",
  variable: "--font-lora-latin",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
  preload: false,
  adjustFontFallback: "Times New Roman",
});

export const loraCyrillic = localFont({
  src: "../../node_modules/@fontsource/lora/files/lora-cyrillic-700-normal.woff2",
  weight: "600 700",
  display: "optional",
  variable: "--font-lora-cyrillic",
  declarations: [{ prop: "unicode-range", value: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116" }],
  preload: false,
  adjustFontFallback: "Times New Roman",
});

/** Classes that define the two CSS variables, for <html>. */
export const fontVariables = [loraLatin, loraCyrillic].map((f) => f.variable).join(" ");
