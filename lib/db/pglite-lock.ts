// PGlite is PostgreSQL in this process, without a server to arbitrate: two
// processes writing one folder would corrupt it. A lock file next to the
// folder, holding the owner's pid, makes the second process stop with a clear
// message instead. A lock left by a process that died is taken over.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class PgliteLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is already open in process ${pid} (another "npm start" or "npm run dev"?). ` +
        `Stop that process, or give this one its own PGLITE_DIR or a DATABASE_URL.`,
    );
    this.name = "PgliteLockedError";
  }
}

const lockFile = (dir: string) => `${path.resolve(dir)}.lock`;

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function release(file: string) {
  try {
    if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** Takes the folder's lock for this process, or throws PgliteLockedError. Returns the release function. */
export function lockPgliteDir(dir: string): () => void {
  const file = lockFile(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      const onExit = () => release(file);
      process.once("exit", onExit);
      return () => {
        process.removeListener("exit", onExit);
        release(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(file, "utf8").trim());
      } catch {
        continue; // released between our two calls: try again
      }
      if (holder === process.pid) return () => release(file);
      if (alive(holder)) throw new PgliteLockedError(dir, holder);
      try {
        unlinkSync(file); // left behind by a process that died
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
