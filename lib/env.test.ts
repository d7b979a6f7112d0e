import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const envWith = async (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./env")).env;
};

describe("PASSWORD_HASH_COST", () => {
  it("is bcrypt's 12 unless set (the tests set 4: vitest.config.mts)", async () => {
    expect((await envWith({ PASSWORD_HASH_COST: "" })).PASSWORD_HASH_COST).toBe(12);
    expect((await envWith({ PASSWORD_HASH_COST: "4" })).PASSWORD_HASH_COST).toBe(4);
  });

  it("refuses a cost bcrypt cannot use", async () => {
    await expect(envWith({ PASSWORD_HASH_COST: "3" })).rejects.toThrow(/PASSWORD_HASH_COST/);
    await expect(envWith({ PASSWORD_HASH_COST: "twelve" })).rejects.toThrow(/PASSWORD_HASH_COST/);
  });
});

describe("who reads process.env", () => {
  it("in the app's own code, lib/env.ts alone (docs/configuration.md)", () => {
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app", "components", "lib", "proxy.ts"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("lib/generated/"));
    expect(files.length).toBeGreaterThan(100);
    const readers = files.filter((file) => file !== "lib/env.ts" && /process\.env\b/.test(readFileSync(file, "utf8")));
    expect(readers).toEqual([]);
  });
});
