// Renders the app's PNG icons from app/icon.svg in Chromium, so they can be
// made again whenever the SVG changes:
// - public/icons/icon-{192,512}.png: the SVG as drawn, rounded corners
//   transparent (manifest purpose "any");
// - public/icons/maskable-{192,512}.png: the background full-bleed and the
//   glyph scaled into the safe zone, the centred circle of 80% diameter that
//   every platform mask keeps (manifest purpose "maskable");
// - app/apple-icon.png (180): full-bleed and opaque, since iOS rounds the
//   corners itself and shows transparency as black.
// Each is stored as a palette PNG (sharp): a quarter of the size, the same to
// the eye; browsers fetch the 192 px icon along with the manifest.
// Usage: npx tsx scripts/make-icons.ts   (CHROMIUM_PATH, default /usr/bin/chromium)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";

type Kind = "any" | "maskable" | "apple";

const OUTPUTS: { file: string; size: number; kind: Kind }[] = [
  { file: "public/icons/icon-192.png", size: 192, kind: "any" },
  { file: "public/icons/icon-512.png", size: 512, kind: "any" },
  { file: "public/icons/maskable-192.png", size: 192, kind: "maskable" },
  { file: "public/icons/maskable-512.png", size: 512, kind: "maskable" },
  { file: "app/apple-icon.png", size: 180, kind: "apple" },
];

/** Radius of the maskable safe zone, as a share of the icon's width. */
const SAFE_RADIUS = 0.4;

/**
 * Runs in the page. The SVG's first <rect> is the background: square it off for
 * full-bleed kinds, and for "maskable" scale everything else about its own
 * centre until its farthest outline point lies inside the safe zone.
 */
function shape({ kind, safeRadius }: { kind: Kind; safeRadius: number }) {
  const svg = document.querySelector("svg");
  const background = svg?.querySelector(":scope > rect");
  if (!svg || !background) throw new Error("app/icon.svg should start with a background <rect>");
  if (kind === "any") return;
  background.removeAttribute("rx");
  background.removeAttribute("ry");
  if (kind === "apple") return;

  const glyph = document.createElementNS("http://www.w3.org/2000/svg", "g");
  for (const child of [...svg.children]) if (child !== background && child.tagName !== "defs") glyph.append(child);
  svg.append(glyph);
  const box = glyph.getBBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // The outline, sampled: tighter than the bounding box's corners for round shapes.
  let reach = 0;
  for (const path of glyph.querySelectorAll<SVGGeometryElement>("path, circle, ellipse, rect, polygon")) {
    const length = path.getTotalLength();
    for (let i = 0; i <= 400; i++) {
      const p = path.getPointAtLength((length * i) / 400);
      reach = Math.max(reach, Math.hypot(p.x - cx, p.y - cy));
    }
  }
  const view = svg.viewBox.baseVal;
  const scale = Math.min(1, (safeRadius * view.width) / reach);
  glyph.setAttribute(
    "transform",
    `translate(${view.x + view.width / 2} ${view.y + view.height / 2}) scale(${scale}) translate(${-cx} ${-cy})`,
  );
}

async function render(page: Page, svg: string, size: number, kind: Kind): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.evaluate(shape, { kind, safeRadius: SAFE_RADIUS });
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

async function main() {
  const svg = await readFile("app/icon.svg", "utf8");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    await mkdir("public/icons", { recursive: true });
    for (const { file, size, kind } of OUTPUTS) {
      const drawn = await render(page, svg, size, kind);
      await writeFile(file, await sharp(drawn).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer());
      console.log(`${file} (${size}×${size}, ${kind})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
