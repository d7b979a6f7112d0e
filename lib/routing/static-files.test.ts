import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isStaticFile } from "./static-files";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("isStaticFile", () => {
  it("knows every file of public/", () => {
    for (const file of filesUnder("public")) expect(isStaticFile(`/${relative("public", file)}`), file).toBe(true);
  });

  it("knows every file-like address the app serves itself (metadata files and routes named like files)", () => {
    const app = readdirSync("app");
    const fileRoutes = app.filter((name) => /\.[a-z0-9]+$/.test(name) && statSync(join("app", name)).isDirectory());
    const metadata: Record<string, string> = {
      "robots.ts": "/robots.txt",
      "sitemap.ts": "/sitemap.xml",
      "manifest.ts": "/manifest.webmanifest",
    };
    const images = app.filter((name) => /^(icon|apple-icon)\.(png|svg)$/.test(name));
    for (const route of fileRoutes) expect(isStaticFile(`/${route}`), route).toBe(true);
    for (const [file, address] of Object.entries(metadata))
      if (app.includes(file)) expect(isStaticFile(address), file).toBe(true);
    for (const image of images) expect(isStaticFile(`/${image}`), image).toBe(true);
  });

  it("takes nothing else for a file", () => {
    for (const address of ["/about.html", "/wp-login.php", "/foo.txt", "/icons", "/sw.js.map", "/uk/robots.txt"])
      expect(isStaticFile(address), address).toBe(false);
  });
});
