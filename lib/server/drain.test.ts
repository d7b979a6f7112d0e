import { createServer, request, Agent, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { drainer, type Drainer } from "./drain";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server whose /slow requests wait until the test lets them go. */
async function serve() {
  const waiting: (() => void)[] = [];
  const server: Server = createServer();
  const drain: Drainer = drainer(server);
  server.on("request", (req, res) => {
    drain.track(res);
    const answer = () => res.end(`answered ${req.url}`);
    if (req.url === "/slow") waiting.push(answer);
    else answer();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, drain, port, release: () => waiting.splice(0).forEach((answer) => answer()), waiting };
}

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

const servers: Server[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe("draining a server", () => {
  it("lets a request in progress finish, closing its connection after it, and accepts no new connection", async () => {
    const { server, drain, port, release, waiting } = await serve();
    servers.push(server);
    const slow = get(port, "/slow");
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    const stopped = drain.stop(25_000);
    await expect(get(port, "/new")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    release();
    expect(await slow).toMatchObject({ status: 200, body: "answered /slow", headers: { connection: "close" } });
    expect(await stopped).toBe(0);
  });

  it("answers a kept-alive connection that asks while another request is in progress, then closes it", async () => {
    const { server, drain, port, release, waiting } = await serve();
    servers.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, "/first", agent)).headers.connection).toBe("keep-alive");
    const slow = get(port, "/slow");
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    const stopped = drain.stop(25_000);
    // The idle kept-alive connection was not cut under its client: its next request is answered.
    const again = await get(port, "/again", agent);
    expect(again).toMatchObject({ status: 200, body: "answered /again", headers: { connection: "close" } });
    release();
    await slow;
    expect(await stopped).toBe(0);
    agent.destroy();
  });

  it("closes an idle kept-alive connection at once when no request is in progress", async () => {
    const { server, drain, port } = await serve();
    servers.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, "/first", agent);
    expect(await drain.stop(25_000)).toBe(0);
    agent.destroy();
  });

  it("closes what is still busy once the bound has passed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { server, drain, port, waiting } = await serve();
    servers.push(server);
    const stuck = get(port, "/slow");
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    const cut = expect(stuck).rejects.toMatchObject({ code: "ECONNRESET" });
    const stopped = drain.stop(25_000);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(await stopped).toBe(1);
    await cut;
  });
});
