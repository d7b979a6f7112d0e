// A CDN node in front of the app, as production runs it: Debian's nginx with
// the deployment's own file (deploy/nginx.conf.template), its variables
// written in as nginx's container image would, inside a minimal nginx.conf.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Cdn {
  base: string;
  close(): Promise<void>;
  /** What nginx wrote to its error log. */
  log(): string;
}

const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";

export async function startCdn({ port, upstream }: { port: number; upstream: string }): Promise<Cdn> {
  const dir = mkdtempSync(join(tmpdir(), "dreamscape-cdn-"));
  // Started as root, nginx's workers run as nobody: they must reach the cache.
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "temp"]) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const site = readFileSync("deploy/nginx.conf.template", "utf8")
    .replaceAll("${DREAMSCAPE_UPSTREAM}", upstream)
    .replaceAll("${DREAMSCAPE_LISTEN}", `127.0.0.1:${port}`)
    .replaceAll("${DREAMSCAPE_CACHE_DIR}", join(dir, "cache"));
  if (site.includes("${")) throw new Error("deploy/nginx.conf.template names a variable this test does not set");
  writeFileSync(join(dir, "site.conf"), site);
  const temp = join(dir, "temp");
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;`,
      "  types { text/html html; }",
      `  include ${join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const check = spawnSync(NGINX, ["-t", "-q", "-p", dir, "-c", join(dir, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused deploy/nginx.conf.template:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  const log = () => {
    try {
      return readFileSync(join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/sw.js`);
      return {
        base,
        log,
        close: async () => {
          child.kill("SIGQUIT");
          await new Promise((resolve) => child.once("exit", resolve));
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`nginx did not start:\n${log()}`);
}
