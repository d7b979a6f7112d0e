// The type pair, from npm (@fontsource-variable) through next/font/local:
// Lora for headings, Inter for text. next/font preloads the Latin files,
// adds size-adjusted fallbacks (no layout shift when the font arrives) and
// serves everything from our own origin; nothing is fetched at build. Only the
// Latin and Cyrillic subsets of the five interface languages are declared;
// the Cyrillic files load only when a page shows Cyrillic (unicode-range).
import localFont from "next/font/local";

// unicode-range values are written out in each call: font loader options must be literals.
export const interLatin = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter-latin",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
  adjustFontFallback: "Arial",
});

export const interCyrillic = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter-cyrillic",
  declarations: [{ prop: "unicode-range", value: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116" }],
  preload: false,
  adjustFontFallback: "Arial",
});

export const loraLatin = localFont({
  src: "../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2",
  weight: "400 700",
  display: "swap",
  variable: "--font-lora-latin",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
  adjustFontFallback: "Times New Roman",
});

export const loraCyrillic = localFont({
  src: "../../node_modules/@fontsource-variable/lora/files/lora-cyrillic-wght-normal.woff2",
  weight: "400 700",
  display: "swap",
  variable: "--font-lora-cyrillic",
  declarations: [{ prop: "unicode-range", value: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116" }],
  preload: false,
  adjustFontFallback: "Times New Roman",
});

/** Classes that define the four CSS variables, for <html>. */
export const fontVariables = [interLatin, interCyrillic, loraLatin, loraCyrillic].map((f) => f.variable).join(" ");
