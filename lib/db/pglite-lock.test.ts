// Real processes racing for one folder: the lock's point is what the kernel
// says about other processes, so nothing here is simulated.
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { lockPgliteDir, PgliteLockedError } from "./pglite-lock";

const roots: string[] = [];
const folder = () => {
  const root = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
  roots.push(root);
  return path.join(root, "db");
};

// A process that takes and releases locks on command, one line in, one line out.
// It never calls process.exit: when stdin closes it ends only if the lock does not keep it alive.
const CHILD = `
const { lockPgliteDir } = require(process.env.LOCK_MODULE);
let release;
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  const [command, dir] = line.split(" ");
  if (command === "lock") {
    try {
      release = lockPgliteDir(dir);
      console.log("locked " + process.pid);
    } catch (error) {
      console.log("refused " + error.name + ": " + error.message);
    }
  } else if (command === "release") {
    release();
    console.log("released");
  }
});
console.log("ready");
`;

/** Why the pid-namespace case cannot run here, or undefined when it can. */
function pidNamespaceProblem(): string | undefined {
  const probe = spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "--kill-child", "true"], { encoding: "utf8" });
  if (probe.error) return `unshare (util-linux) is not available: ${probe.error.message}`;
  if (probe.status !== 0 && /Operation not permitted|EPERM/.test(probe.stderr)) {
    return `unshare may not create a pid namespace here (EPERM): ${probe.stderr.trim()}`;
  }
  return undefined;
}

const children: Child[] = [];
afterAll(() => {
  children.forEach((child) => child.proc.kill("SIGKILL"));
  roots.forEach((root) => rmSync(root, { recursive: true, force: true }));
});

class Child {
  private readonly lines: string[] = [];
  private wake = () => {};
  readonly exited: Promise<number | null>;

  private constructor(readonly proc: ChildProcessWithoutNullStreams) {
    let stderr = "";
    proc.stdin.on("error", () => {}); // a child that died shows in its last line, below
    proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: proc.stdout }).on("line", (line) => {
      this.lines.push(line);
      this.wake();
    });
    this.exited = new Promise((resolve) =>
      proc.once("exit", (code) => {
        this.lines.push(`exited ${code}: ${stderr}`);
        this.wake();
        resolve(code);
      }),
    );
  }

  /** Started as pid 1 of its own pid namespace, like the one process of a container. */
  static async start({ asPid1 = false } = {}) {
    const node = [process.execPath, "--import", "tsx", "-e", CHILD];
    const [command, ...args] = asPid1 ? ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child", ...node] : node;
    const env = { ...process.env, LOCK_MODULE: path.join(import.meta.dirname, "pglite-lock.ts") };
    const child = new Child(spawn(command, args, { env }));
    children.push(child);
    expect(await child.next()).toBe("ready");
    return child;
  }

  async next(): Promise<string> {
    while (this.lines.length === 0) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.lines.shift() ?? "";
  }

  ask(command: string) {
    this.proc.stdin.write(`${command}\n`);
    return this.next();
  }

  /** Closes its stdin; it must then end by itself, the lock notwithstanding. */
  async stop() {
    this.proc.stdin.end();
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("the child did not end")), 5_000).unref());
    return Promise.race([this.exited, timeout]);
  }
}

/** A socket file whose process died without removing it (SIGKILL, a container killed). */
function leaveDeadSocket(file: string) {
  const listenAndDie = `require("node:net").createServer().listen(process.argv[1], () => process.kill(process.pid, "SIGKILL"))`;
  spawnSync(process.execPath, ["-e", listenAndDie, file]);
  expect(lstatSync(file).isSocket()).toBe(true);
}

const heldBy = (pid: number | string) => `already open in another process (pid ${pid} on host ${hostname()} since `;

describe("lockPgliteDir", { timeout: 20_000 }, () => {
  it("refuses a second process, naming the holder, until the holder releases it or is killed", async () => {
    const dir = folder();
    const [first, second, third] = await Promise.all([Child.start(), Child.start(), Child.start()]);

    expect(await first.ask(`lock ${dir}`)).toBe(`locked ${first.proc.pid}`);
    const refusal = await second.ask(`lock ${dir}`);
    expect(refusal).toMatch(/^refused PgliteLockedError: The embedded database in \S+ is already open in another process/);
    expect(refusal).toContain(heldBy(first.proc.pid ?? 0));
    expect(refusal).toMatch(/since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)/);
    expect(() => lockPgliteDir(dir)).toThrow(PgliteLockedError);

    expect(await first.ask("release")).toBe("released");
    expect(existsSync(`${dir}.lock`)).toBe(false);
    expect(await second.ask(`lock ${dir}`)).toBe(`locked ${second.proc.pid}`);

    second.proc.kill("SIGKILL");
    await second.exited;
    expect(lstatSync(`${dir}.lock`).isSocket()).toBe(true); // left behind, and dead
    expect(await third.ask(`lock ${dir}`)).toBe(`locked ${third.proc.pid}`);

    // Holding the lock does not keep a process running, and its end removes the lock.
    await Promise.all([first.stop(), third.stop()]);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  const problem = pidNamespaceProblem();
  it("refuses a second process although both are pid 1, as in containers", async (context) => {
    if (problem) context.skip(problem);
    const dir = folder();
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => Child.start({ asPid1: true })));

    expect(await first.ask(`lock ${dir}`)).toBe("locked 1");
    const refusal = await second.ask(`lock ${dir}`);
    expect(refusal).toMatch(/^refused PgliteLockedError: /);
    expect(refusal).toContain(heldBy(1));

    // The holder dies as a container's process does; unshare ends once it has. Its lock is
    // dead although other processes numbered 1 live on.
    const unshare = first.proc.pid ?? 0;
    const pid1 = Number(readFileSync(`/proc/${unshare}/task/${unshare}/children`, "utf8").trim());
    process.kill(pid1, "SIGKILL");
    await first.exited;
    expect(await third.ask(`lock ${dir}`)).toBe("locked 1");
    await Promise.all([second.stop(), third.stop()]);
  });

  it("takes over the pid file earlier versions wrote, even one naming a live process", () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, String(process.pid));
    const release = lockPgliteDir(dir);
    expect(lstatSync(`${dir}.lock`).isSocket()).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("lets exactly one of two processes racing for a free or dead lock win", async () => {
    const racers = await Promise.all([Child.start(), Child.start()]);
    for (let round = 0; round < 6; round++) {
      const dir = folder();
      if (round % 2) leaveDeadSocket(`${dir}.lock`);
      const outcomes = await Promise.all(racers.map((racer) => racer.ask(`lock ${dir}`)));
      const winners = outcomes.flatMap((outcome, index) => (outcome.startsWith("locked") ? [racers[index]] : []));
      expect(winners, outcomes.join("\n")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.startsWith("refused PgliteLockedError"))).toHaveLength(1);
      expect(await winners[0].ask("release")).toBe("released");
    }
    await Promise.all(racers.map((racer) => racer.stop()));
  });

  it("refuses a second lock in the same process", () => {
    const dir = folder();
    const release = lockPgliteDir(dir);
    expect(() => lockPgliteDir(dir)).toThrow(/already open in this process/);
    release();
    lockPgliteDir(dir)();
  });

  it("asks for a shorter PGLITE_DIR when the socket path would be too long", () => {
    const dir = path.join(tmpdir(), "x".repeat(100), "db");
    expect(() => lockPgliteDir(dir)).toThrow(/too long for its lock: .* Set a shorter PGLITE_DIR/);
    expect(existsSync(path.dirname(dir))).toBe(false);
  });
});
