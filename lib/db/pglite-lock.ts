// PGlite is PostgreSQL inside this process, with no server to arbitrate: two
// processes on one folder corrupt it. The lock is a Unix socket this process
// listens on at `<folder>.lock`, so whether it is held is the kernel's answer
// (a live listener accepts connections; the file left by a process that died
// refuses them), not a pid, which every container numbers 1. The holder
// answers each connection with who it is, for the refusal message.
//
// Sockets are asynchronous in Node while the database opens synchronously on
// first use, so a helper thread does the socket work and this thread waits
// for it (Atomics.wait): the lock is taken before PGlite touches the folder,
// and the helper keeps answering while this thread is busy.
import { randomBytes } from "node:crypto";
import { linkSync, lstatSync, mkdirSync, renameSync, unlinkSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";

export class PgliteLockedError extends Error {
  constructor(
    readonly dir: string,
    /** "pid 1 on host abc since 2026-11-25T12:00:00Z", as the holder describes itself. */
    readonly holder: string,
  ) {
    super(
      `The embedded database in ${dir} is already open in another process (${holder}): another "npm start" or a second server? ` +
        `PGlite serves one process; run several servers on PostgreSQL (DATABASE_URL). ` +
        `Stop that process or give this one its own PGLITE_DIR.`,
    );
    this.name = "PgliteLockedError";
  }
}

/** sun_path less its NUL on Linux; Node silently cuts longer socket paths. */
const MAX_SOCKET_PATH = 107;
const CALL_TIMEOUT_MS = 10_000;
/** A holder that accepts but does not say who it is (stopped in a debugger) still holds. */
const ANSWER_TIMEOUT_MS = 1_000;

type Request = { op: "listen"; path: string; description: string } | { op: "probe"; path: string };
type Reply = { code?: string; connected?: boolean; answer?: string };

// Plain JavaScript: the thread runs it as is, in development, tests and the Next build alike.
// Its server stays referenced (the thread lives as long as the lock); the thread itself is not.
const HELPER_SOURCE = `
const net = require("node:net");
const { port, signal, answerTimeout } = require("node:worker_threads").workerData;
port.on("message", (request) => {
  let sent = false;
  const reply = (message) => {
    if (sent) return;
    sent = true;
    port.postMessage(message);
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  };
  if (request.op === "listen") {
    const server = net.createServer((socket) => {
      socket.on("error", () => {});
      socket.end(request.description + "\\n");
    });
    server.once("error", (error) => reply({ code: error.code || error.message }));
    server.listen(request.path, () => {
      server.on("error", () => {});
      reply({});
    });
  } else {
    let connected = false;
    let answer = "";
    const socket = net.connect(request.path);
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.setTimeout(answerTimeout, () => socket.destroy());
    });
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", (error) => connected || reply({ connected, code: error.code || error.message }));
    socket.on("close", () => reply({ connected, answer: answer.trim() }));
  }
});
`;

class Helper {
  readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));

  constructor() {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(HELPER_SOURCE, {
      eval: true,
      execArgv: [], // none of this process's loaders or hooks: the thread only needs node:net
      workerData: { port: port2, signal: this.signal, answerTimeout: ANSWER_TIMEOUT_MS },
      transferList: [port2],
    });
    // The process ends when it likes; the thread, and the socket with it, go too.
    this.worker.unref();
    this.worker.on("error", (error) => console.error(`[db] the PGlite lock's helper thread failed: ${error.message}`));
  }

  /** Sends one request and blocks this thread until the helper has answered it. */
  call(request: Request): Reply {
    Atomics.store(this.signal, 0, 0);
    this.port.postMessage(request);
    if (Atomics.wait(this.signal, 0, 0, CALL_TIMEOUT_MS) === "timed-out") {
      throw new Error("The PGlite lock's helper thread did not answer.");
    }
    return receiveMessageOnPort(this.port)?.message as Reply;
  }

  stop() {
    this.port.close();
    void this.worker.terminate();
  }
}

declare global {
  // Lock files this process holds, shared by every copy of this module (Next bundles it more than once).
  var __dreamscapePgliteLocks: Set<string> | undefined;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** A file's identity: which file a name points to, whatever renames happen. */
function identityOf(file: string): string | undefined {
  try {
    const stat = lstatSync(file, { bigint: true });
    return `${stat.dev}:${stat.ino}:${stat.birthtimeNs}`;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

function removeQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** A free name beside the lock, on the same filesystem (links cannot cross filesystems). */
const scratchName = (file: string) => `${file}.${randomBytes(4).toString("hex")}`;

/** The path a socket is bound to or reached at: relative to the working folder when that is shorter. */
function socketPath(file: string) {
  const relative = path.relative(process.cwd(), file);
  return relative.length < file.length ? relative : file;
}

/** Throws PgliteLockedError if a live process holds `file`; otherwise removes it, unless another process got there first. */
function removeIfDead(dir: string, file: string, helper: Helper) {
  // A second name pins the file: the one probed is surely the one removed, and its number is not reused meanwhile.
  const seen = scratchName(file);
  try {
    linkSync(file, seen);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return; // released meanwhile
    throw error;
  }
  try {
    const probe = helper.call({ op: "probe", path: socketPath(seen) });
    if (probe.connected || probe.code === "EAGAIN") {
      throw new PgliteLockedError(dir, probe.answer || "which did not say who it is");
    }
    if (probe.code !== "ECONNREFUSED") {
      throw new Error(`Could not check the lock ${file} of the embedded database: ${probe.code}`);
    }
    // Nothing listens, nor ever will again: a socket left by a process that
    // died, or the pid file of earlier versions. Unless another process has
    // replaced it meanwhile, move it away; renaming moves exactly one file, and
    // if a replacement slipped in between the check and the move, it goes back.
    if (identityOf(file) !== identityOf(seen)) return;
    const moved = scratchName(file);
    try {
      renameSync(file, moved);
    } catch (error) {
      if (errorCode(error) === "ENOENT") return;
      throw error;
    }
    if (identityOf(moved) !== identityOf(seen)) {
      try {
        linkSync(moved, file);
      } catch (error) {
        if (errorCode(error) !== "EEXIST") throw error;
      }
    }
    removeQuietly(moved);
  } finally {
    removeQuietly(seen);
  }
}

/** Listens on a fresh socket and links it to `file`, which succeeds only where no file is. Returns the socket's identity. */
function acquire(dir: string, file: string, helper: Helper): string {
  const mine = scratchName(file);
  const since = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const description = `pid ${process.pid} on host ${hostname()} since ${since}`;
  const listening = helper.call({ op: "listen", path: socketPath(mine), description });
  if (listening.code) throw new Error(`Could not create the lock ${file} of the embedded database in ${dir}: ${listening.code}`);
  try {
    const identity = identityOf(mine);
    if (!identity) throw new Error(`The lock ${mine} of the embedded database vanished as it was made.`);
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, file);
        return identity;
      } catch (error) {
        if (errorCode(error) !== "EEXIST") throw error;
      }
      removeIfDead(dir, file, helper);
    }
  } finally {
    removeQuietly(mine);
  }
  throw new Error(`Could not lock the embedded database in ${dir}: its lock ${file} kept changing.`);
}

/** Takes the folder's lock for this process, or throws PgliteLockedError. Returns the release function. */
export function lockPgliteDir(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  const held = (globalThis.__dreamscapePgliteLocks ??= new Set());
  if (held.has(file)) throw new Error(`The embedded database in ${dir} is already open in this process.`);
  const longest = socketPath(scratchName(file));
  if (Buffer.byteLength(longest) > MAX_SOCKET_PATH) {
    throw new Error(
      `The embedded database's folder path is too long for its lock: ${longest} has ${Buffer.byteLength(longest)} bytes, ` +
        `and a Unix socket path may have ${MAX_SOCKET_PATH}. Set a shorter PGLITE_DIR, or start from a folder closer to it.`,
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const helper = new Helper();
  let identity: string;
  try {
    identity = acquire(dir, file, helper);
  } catch (error) {
    helper.stop();
    throw error;
  }
  held.add(file);

  const lost = () => {
    console.error(`[db] The lock on the embedded database in ${dir} was lost; stopping before another process opens it too.`);
    process.exit(1);
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener("exit", release);
    helper.worker.removeListener("exit", lost);
    // Removed while still listening: no one takes a live lock for a dead one, so the file is still ours.
    if (identityOf(file) === identity) removeQuietly(file);
    helper.stop();
  };
  helper.worker.once("exit", lost);
  process.once("exit", release);
  return release;
}
