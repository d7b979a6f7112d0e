// The layers' lint rules, tried on a deliberately wrong import: npm run
// lint:layers (part of npm run lint) must fail and name the rule.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

async function lintLayers(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile("npm", ["run", "--silent", "lint:layers"], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}

/** Writes `source` to `path` for one lint run, then removes it. */
async function lintWith(path: string, source: string) {
  writeFileSync(path, source);
  try {
    return await lintLayers();
  } finally {
    rmSync(path, { force: true });
  }
}

const probeName = () => `layer-probe-${randomBytes(4).toString("hex")}`;

describe("npm run lint:layers", () => {
  it("refuses a domain that imports the HTTP layer, naming the rule", async () => {
    const name = probeName();
    const result = await lintWith(
      `lib/dreams/${name}.ts`,
      'import { route } from "@/lib/api/handler";\n\nexport const wrong = route;\n',
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`error layer-domains: lib/dreams/${name}.ts → lib/api/handler.ts`);
  }, 90_000);

  it("refuses two folders of lib/ that import each other, even without a cycle between files", async () => {
    // lib/dreams/ already uses lib/auth/; this would make lib/auth/ use lib/dreams/.
    const name = probeName();
    const result = await lintWith(
      `lib/auth/${name}.ts`,
      'import { toDream } from "@/lib/dreams/service";\n\nexport const wrong = toDream;\n',
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/error no-circular-folders: .*lib\/auth.*lib\/dreams/);
  }, 90_000);
});
