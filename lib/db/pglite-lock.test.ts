import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockPgliteDir, PgliteLockedError } from "./pglite-lock";

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), "pglite-lock-")), "db");

describe("lockPgliteDir", () => {
  it("writes this process's pid and removes the lock on release", () => {
    const dir = folder();
    const release = lockPgliteDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder another live process holds, naming it", () => {
    const dir = folder();
    // A real other process: this test's parent (alive for the whole test).
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockPgliteDir(dir)).toThrow(PgliteLockedError);
    expect(() => lockPgliteDir(dir)).toThrow(new RegExp(`already open in process ${process.ppid}`));
  });

  it("takes over a lock left by a process that died", () => {
    const dir = folder();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    writeFileSync(`${dir}.lock`, dead);
    const release = lockPgliteDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
