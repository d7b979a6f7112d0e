import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHANGES_PROCESS, OWN_PROCESS } from "./own-process";

const root = path.resolve(import.meta.dirname, "../..");
// Every test file Vitest runs, but this one (whose examples would match).
const files = ["lib", "components", "scripts", "tests"]
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => file.endsWith(".test.ts"))
  .filter((file) => file !== "tests/setup/own-process.test.ts");

describe("test files that change their process", () => {
  it("are all named in OWN_PROCESS, so that none shares a worker with the others", () => {
    const changing = files.filter((file) => CHANGES_PROCESS.test(readFileSync(path.join(root, file), "utf8")));
    expect(changing.length).toBeGreaterThan(0);
    expect(
      OWN_PROCESS.filter((file) => !changing.includes(file)),
      "named without need",
    ).toEqual([]);
    expect(
      changing.filter((file) => !OWN_PROCESS.includes(file)),
      "add to tests/setup/own-process.ts",
    ).toEqual([]);
  });

  it("are found by the calls that change a process, and only by those", () => {
    for (const line of [
      'vi.mock("@/lib/shutdown", () => ({}));',
      "vi.resetModules();",
      'vi.stubEnv("SMTP_URL", url);',
      "process.env.SMTP_URL = url;",
      "const worker = await startJobs([]);",
      "beginShutdown(Date.now() + 1000);",
    ]) {
      expect(CHANGES_PROCESS.test(line), line).toBe(true);
    }
    for (const line of [
      'if (process.env.DATABASE_URL === "") return;',
      "const url = process.env.DATABASE_URL;",
      "await stopJobs(worker);",
    ]) {
      expect(CHANGES_PROCESS.test(line), line).toBe(false);
    }
  });
});
