// Exits 1 with a clear message when HOST:PORT cannot be listened on, naming
// the process that holds the port where the system can tell.
// Usage: tsx scripts/check-port.ts <host> <port>
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";

const [host = "127.0.0.1", portText = "3000"] = process.argv.slice(2);
const port = Number(portText);

function holder(): string | null {
  try {
    // ss ships with iproute2 on Linux; -p names the process when we may see it.
    const out = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(out);
    if (match) return `${match[1]} (pid ${match[2]})`;
  } catch {
    // No ss: try lsof below.
  }
  try {
    const out = execFileSync("lsof", ["-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-Fpc"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const pid = /^p(\d+)/m.exec(out)?.[1];
    const name = /^c(.+)$/m.exec(out)?.[1];
    if (pid) return `${name ?? "a process"} (pid ${pid})`;
  } catch {
    // Neither tool: the message says so.
  }
  return null;
}

const server = createServer();
server.once("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    const who = holder();
    console.error(
      `Port ${port} is already in use${who ? ` by ${who}` : ""}. Stop that process or choose another port, e.g. PORT=${port + 1} npm start.`,
    );
  } else if (error.code === "EACCES") {
    console.error(`Not allowed to listen on port ${port}: choose a port above 1023, e.g. PORT=3000 npm start.`);
  } else if (error.code === "EADDRNOTAVAIL") {
    console.error(`HOST=${host} is not an address of this machine: use 127.0.0.1 (this machine only) or 0.0.0.0 (everyone).`);
  } else {
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
  }
  process.exit(1);
});
server.listen(port, host, () => server.close());
