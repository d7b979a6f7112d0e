// A real HTTP server on 127.0.0.1 that speaks the parts of Stripe's API the
// billing library uses (form-encoded requests, Bearer keys, Stripe's error
// bodies, idempotent replays), so tests run the official SDK over a real
// socket. Tests can complete or expire sessions, read what was sent, and make
// the next requests fail. Relative imports only: Playwright may load this file.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import Stripe from "stripe";
import { FakeStripeState } from "./stripe-api";
import { newId, stripeError, type ApiReply, type FakePrice, type FakeSession } from "./stripe-objects";
import { parseForm, type Form } from "./stripe-form";

export type { FakePrice, FakeSession, FakeSubscription } from "./stripe-objects";

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, parsed like a form (`lookup_keys[0]` → `lookup_keys: [...]`). */
  query: Form;
  /** The form-encoded body, parsed. */
  form: Form;
  headers: IncomingHttpHeaders;
}

/** "500": Stripe's api_error; "429": its rate limit; "hang": never answers; "brokenJson": 200 with a cut-off body. */
export type FailureMode = "500" | "429" | "hang" | "brokenJson";

export interface FakeStripe {
  /** For `createStripeBilling({ apiUrl })`. */
  readonly apiUrl: string;
  readonly secretKey: string;
  readonly requests: RecordedRequest[];
  /** Everything the fake holds, for assertions and setup. */
  readonly state: FakeStripeState;
  /** Requests whose method and path match, e.g. ("POST", "/v1/prices"). */
  requestsTo(method: string, path: string): RecordedRequest[];
  completeSession(id: string, options?: { subscriptionId?: string; paymentStatus?: FakeSession["payment_status"] }): FakeSession;
  expireSession(id: string): FakeSession;
  /** A price that already exists, e.g. one with the Premium lookup key. */
  addPrice(options?: { lookupKey?: string; unitAmount?: number; active?: boolean }): FakePrice;
  /** The next `count` requests fail this way (before the key is checked). */
  failNext(count: number, mode: FailureMode): void;
  /** Forgets recorded requests and pending failures; objects stay. */
  reset(): void;
  close(): Promise<void>;
}

const BROKEN_JSON = '{"id": "cs_test_broken", "object": "checkout.sess';

async function readBody(incoming: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of incoming) body += String(chunk);
  return body;
}

function send(response: ServerResponse, reply: ApiReply, headers: Record<string, string> = {}): void {
  response.writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": newId("req"), ...headers });
  response.end(JSON.stringify(reply.body));
}

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_dreamscape_fake";
  const state = new FakeStripeState();
  const requests: RecordedRequest[] = [];
  const failures: FailureMode[] = [];
  // Stripe replays the first answer to a repeated Idempotency-Key (the SDK sends one with every retried POST).
  const replays = new Map<string, ApiReply>();

  function answer(request: RecordedRequest): ApiReply {
    const auth = request.headers.authorization;
    if (auth !== `Bearer ${secretKey}`) {
      const shown = auth?.replace(/^Bearer /, "").replace(/^(.{8}).*(.{4})$/, "$1****$2");
      return stripeError(401, auth ? `Invalid API Key provided: ${shown}` : "You did not provide an API key.");
    }
    return state.route(request.method, request.path, request.query, request.form);
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(incoming);
    const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
    const isForm = incoming.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;
    const request: RecordedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      form: isForm ? parseForm(body) : {},
      headers: incoming.headers,
    };
    requests.push(request);

    const failure = failures.shift();
    if (failure === "hang") return;
    if (failure === "500") return send(response, stripeError(500, "An unknown error occurred", { type: "api_error" }));
    if (failure === "429") {
      const limited = stripeError(429, "Too many requests hit the API too quickly.", { code: "rate_limit" });
      return send(response, limited, { "Retry-After": "1" });
    }
    if (failure === "brokenJson") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(BROKEN_JSON);
      return;
    }

    const key = request.method === "POST" ? request.headers["idempotency-key"] : undefined;
    const replay = typeof key === "string" ? replays.get(key) : undefined;
    if (replay) return send(response, replay, { "Idempotent-Replayed": "true" });
    const reply = answer(request);
    if (typeof key === "string" && reply.status < 500) replays.set(key, reply);
    send(response, reply);
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      send(response, stripeError(500, `fake Stripe crashed: ${String(error)}`, { type: "api_error" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    state,
    requestsTo: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    completeSession: (id, completion) => state.completeSession(id, completion),
    expireSession: (id) => state.expireSession(id),
    addPrice: (price) => state.addPrice(price),
    failNext(count, mode) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests keep their sockets open; close them or close() never returns.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Stripe event envelope around `object`, as Stripe would POST it to a webhook endpoint. */
export function fakeEvent(type: string, object: object, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** The body and Stripe-Signature header of a webhook delivery, signed with the real SDK. */
export function signedWebhook(
  event: object,
  secret: string,
  opts: { timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: opts.timestamp });
  return { body, signature };
}
