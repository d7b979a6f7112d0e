// Web Push services on 127.0.0.1, for the tests that send reminders:
// - web-push-testing's own server (run in this process): it hands out
//   subscriptions as a browser's push service does, checks each message's
//   VAPID signature against the key the subscription was made with, decrypts
//   the payload (RFC 8291) and lists what arrived; an expired subscription
//   answers 410.
// - a stand-in that answers every message with a chosen status (404, 500) or
//   never, for the failures web-push-testing does not make.
import { randomBytes, createECDH } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  /** The origin its endpoints have (for PUSH_ENDPOINT_ORIGINS). */
  origin: string;
  /** A browser's subscription, made with the server's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<Subscription & { clientHash: string }>;
  /** The payloads that arrived for a subscription, decrypted. */
  messages(clientHash: string): Promise<string[]>;
  /** The subscription's next message answers 410 Gone. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** web-push-testing on `port` (a free one by default). Its endpoints are http://localhost:<port>/notify/<hash>. */
export async function startPushService(port?: number): Promise<PushService> {
  const chosen = port ?? (await freePort());
  // CommonJS modules, loaded the same way by Vitest (ESM) and Playwright (CommonJS).
  const { default: WebPushTestingServer } = await import("web-push-testing/src/server.js");
  const { PushApiModel } = await import("web-push-testing/src/PushApiModel.js");
  const server = new WebPushTestingServer(new PushApiModel(), chosen);
  const log = console.log;
  console.log = () => undefined; // it announces its port on stdout
  try {
    server.startServer();
    if (!server._server) throw new Error("web-push-testing did not start");
    if (!server._server.listening) await once(server._server, "listening");
  } finally {
    console.log = log;
  }
  const origin = `http://localhost:${chosen}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`web-push-testing ${path}: ${res.status} ${await res.text()}`);
    return res.headers.get("content-type")?.includes("json") ? ((await res.json()) as { data: unknown }).data : undefined;
  };
  return {
    origin,
    subscribe: async (applicationServerKey) =>
      (await post("/subscribe", { userVisibleOnly: "true", applicationServerKey })) as Subscription & { clientHash: string },
    messages: async (clientHash) =>
      ((await post("/get-notifications", { clientHash })) as { messages?: string[] }).messages ?? [],
    expire: async (clientHash) => void (await post(`/expire-subscription/${clientHash}`, {})),
    close: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}

export interface FailingPushService {
  origin: string;
  /** A subscription (with real keys, so that web-push can encrypt for it) whose messages get `status`, or no answer at all. */
  subscription(behaviour: number | "hang"): Subscription;
  /** Messages that reached it. */
  received: number;
  close(): Promise<void>;
}

/** A push service that fails on purpose: each endpoint answers with the status it was made for, or hangs. */
export async function startFailingPushService(): Promise<FailingPushService> {
  const held: Array<() => void> = [];
  const state = { received: 0 };
  const server = createServer((req, res) => {
    state.received++;
    req.resume();
    const behaviour = /\/push\/(\d{3}|hang)\//.exec(req.url ?? "")?.[1] ?? "500";
    if (behaviour === "hang") held.push(() => res.destroy());
    else res.writeHead(Number(behaviour)).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    subscription(behaviour) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return {
        endpoint: `${origin}/push/${behaviour}/${randomBytes(8).toString("hex")}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
      };
    },
    get received() {
      return state.received;
    },
    close: async () => {
      held.splice(0).forEach((release) => release());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
