// A deploy as an orchestrator runs it: SIGTERM to a production server while a
// slow upload of a dream is in flight. Readiness answers 503 at once to a
// balancer that still holds a connection, no new connection is accepted, the
// upload still gets its 201, the dream is stored once, and the process exits 0.
// The upload sends "Expect: 100-continue": the server's "100 Continue" says it
// has the request in hand, so the signal comes after that, not after a guess.
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import pg from "pg";
import { freshDatabase, startServer, type AppServer } from "../support/servers";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

const PORT = 3125;
const BASE = `http://127.0.0.1:${PORT}`;

let databaseUrl: string;
let server: AppServer | undefined;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  databaseUrl = await freshDatabase("dreamscape_graceful");
});

test.afterEach(async () => {
  await server?.stop("SIGKILL");
  server = undefined;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over `agent`'s kept-alive connection, or over a connection of its own. */
function send(path: string, options: { method?: string; agent?: Agent; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const { method = "GET", agent = false, headers } = options;
    const req = request(`${BASE}${path}`, { method, agent, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

async function startReady(): Promise<AppServer> {
  const started = await startServer({
    name: "graceful",
    port: PORT,
    env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: "graceful-stop-secret", APP_URL: BASE },
  });
  // Readiness, not just a page: the database, the listener and the job worker are up.
  await expect(async () => expect((await send("/api/health")).status).toBe(200)).toPass({ timeout: 60_000 });
  return started;
}

async function signUp(): Promise<string> {
  const res = await send("/api/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail("graceful"), password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  const cookie = [res.headers["set-cookie"] ?? []].flat().find((c) => c.includes("session-token="));
  return (cookie ?? "").split(";")[0];
}

/** A POST of a dream whose body is held back until `finish()`; `accepted` resolves once the server has the request. */
function slowUpload(cookie: string, dream: { title: string; content: string }) {
  const body = Buffer.from(JSON.stringify(dream));
  let accepted!: () => void;
  const acceptedPromise = new Promise<void>((resolve) => (accepted = resolve));
  let req!: ReturnType<typeof request>;
  const response = new Promise<Answer>((resolve, reject) => {
    req = request(
      `${BASE}/api/dreams`,
      {
        method: "POST",
        agent: false,
        headers: {
          cookie,
          "content-type": "application/json",
          "content-length": String(body.length),
          expect: "100-continue",
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.on("continue", () => {
      // Half of the body now, the rest when the test says.
      req.write(body.subarray(0, body.length >> 1));
      accepted();
    });
    req.flushHeaders();
  });
  return {
    accepted: acceptedPromise,
    finish: () => req.end(body.subarray(body.length >> 1)),
    response,
  };
}

async function storedWithTitle(title: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM "dreams" WHERE "title" = $1`, [title]);
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

const stopping = (running: AppServer) => expect.poll(() => running.log(), { timeout: 10_000 }).toContain("SIGTERM: closing");

test("a slow upload held open across SIGTERM still gets its 201, the dream is stored once, and the server exits 0", async () => {
  const running = (server = await startReady());
  const cookie = await signUp();
  const title = `Held across a deploy ${Date.now()}`;
  const upload = slowUpload(cookie, { title, content: "The body of this dream arrived after the server was told to stop." });
  await upload.accepted;

  const exited = running.stop("SIGTERM");
  await stopping(running);
  // No new connection is accepted.
  await expect(send("/api/health/live")).rejects.toMatchObject({ code: "ECONNREFUSED" });

  upload.finish();
  const answer = await upload.response;
  expect(answer.status).toBe(201);
  expect(answer.headers.connection).toBe("close");
  expect(await exited).toBe(0);
  expect(running.log()).toContain("SIGTERM: stopped");
  expect(await storedWithTitle(title)).toBe(1);
});

test("readiness turns 503 at once after SIGTERM, on a connection a balancer still holds; liveness stays 200", async () => {
  const running = (server = await startReady());
  const cookie = await signUp();
  // Two kept-alive connections, as a balancer holds them: one for each probe.
  const readiness = new Agent({ keepAlive: true, maxSockets: 1 });
  const liveness = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await send("/api/health", { agent: readiness })).status).toBe(200);
    expect((await send("/api/health/live", { agent: liveness })).status).toBe(200);
    // A request in progress keeps the server draining while the probes ask.
    const upload = slowUpload(cookie, { title: `Readiness ${Date.now()}`, content: "In flight while the probes ask." });
    await upload.accepted;

    const exited = running.stop("SIGTERM");
    await stopping(running);
    const notReady = await send("/api/health", { agent: readiness });
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toMatchObject({
      error: { code: "service_unavailable", details: { failed: ["shutdown"] } },
    });
    expect(notReady.headers.connection).toBe("close");
    expect((await send("/api/health/live", { agent: liveness })).status).toBe(200);

    upload.finish();
    expect((await upload.response).status).toBe(201);
    expect(await exited).toBe(0);
  } finally {
    readiness.destroy();
    liveness.destroy();
  }
});
