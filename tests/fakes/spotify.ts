import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";

// A real HTTP server on 127.0.0.1 that speaks the parts of Spotify's accounts
// service and Web API the music engine uses, with development-mode limits
// (search limit ≤ 10). Tests reach it through the real fetch and network stack,
// inspect what it received, and make it fail on purpose with `override`.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A canned answer; a string or object body is sent as is or as JSON. "hang" never answers, "stall" sends headers and half a body. */
export type Reply = { status: number; headers?: Record<string, string>; body?: unknown } | "hang" | "stall";

export interface FakeSpotifyOptions {
  clientId?: string;
  clientSecret?: string;
  expiresIn?: number;
  /** Delay before every default answer, to make parallelism visible. */
  latencyMs?: number;
}

export interface FakeSpotify {
  readonly apiUrl: string;
  readonly accountsUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: RecordedRequest[];
  /** Answer a request differently; return undefined to let the fake answer as Spotify would. */
  override: ((request: RecordedRequest) => Reply | undefined) | undefined;
  /** Most requests the fake was answering at the same moment, per path prefix. */
  maxInFlight(prefix: string): number;
  requestsTo(prefix: string): RecordedRequest[];
  /** Tokens issued so far, in order. */
  readonly tokens: string[];
  revokeTokens(): void;
  close(): Promise<void>;
}

const ARTISTS = 7;

function hash(text: string): string {
  let h = 5381;
  for (const char of text) h = (Math.imul(h, 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return h.toString(36);
}

export function fakeTrack(q: string, index: number) {
  const id = `t${hash(q)}n${index}`;
  return {
    id,
    name: `Song ${index} for ${q}`,
    duration_ms: 120_000 + ((index * 7919) % 180_000),
    artists: [{ id: `art${index % ARTISTS}`, name: `Artist ${index % ARTISTS}`, type: "artist" }],
    preview_url: index % 2 === 0 ? `https://p.scdn.co/mp3-preview/${id}` : null,
    external_urls: { spotify: `https://open.spotify.com/track/${id}` },
    album: { id: `alb${index}`, name: `Album ${index}` },
    popularity: index % 100,
    type: "track",
  };
}

export function fakeArtist(id: string) {
  const n = Number(id.slice(3));
  // Artist 0 has no genres, as many do for development-mode apps.
  return { id, name: `Artist ${n}`, genres: n === 0 ? [] : [`genre ${n}`, "ambient"], type: "artist", popularity: 50 };
}

export async function startFakeSpotify(options: FakeSpotifyOptions = {}): Promise<FakeSpotify> {
  const clientId = options.clientId ?? "test-client-id";
  const clientSecret = options.clientSecret ?? "test-client-secret";
  const expiresIn = options.expiresIn ?? 3600;
  const latencyMs = options.latencyMs ?? 0;
  const requests: RecordedRequest[] = [];
  const tokens: string[] = [];
  const valid = new Set<string>();
  const inFlight = new Map<string, number>();
  const peak = new Map<string, number>();

  const prefixOf = (path: string) => `/${path.split("/")[1] ?? ""}${path.startsWith("/v1/") ? `/${path.split("/")[2]}` : ""}`;

  function defaultReply(request: RecordedRequest): Reply {
    if (request.method === "POST" && request.path === "/api/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (request.headers.authorization !== expected) return { status: 401, body: { error: "invalid_client" } };
      const form = new URLSearchParams(request.body);
      if (
        !request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ||
        form.get("grant_type") !== "client_credentials"
      )
        return { status: 400, body: { error: "unsupported_grant_type" } };
      const token = `token-${tokens.length + 1}`;
      tokens.push(token);
      valid.add(token);
      return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: expiresIn } };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!valid.has(bearer)) return { status: 401, body: { error: { status: 401, message: "Invalid access token" } } };
    if (request.method === "GET" && request.path === "/v1/search") {
      const { query } = request;
      const q = query.get("q") ?? "";
      const limit = Number(query.get("limit") ?? "5");
      const offset = Number(query.get("offset") ?? "0");
      if (q === "" || query.get("type") !== "track")
        return { status: 400, body: { error: { status: 400, message: "Bad search" } } };
      if (!(limit >= 1 && limit <= 10)) return { status: 400, body: { error: { status: 400, message: "Invalid limit" } } };
      if (!(offset >= 0 && offset <= 1000)) return { status: 400, body: { error: { status: 400, message: "Invalid offset" } } };
      const items = Array.from({ length: limit }, (_, i) => fakeTrack(q, offset + i));
      return { status: 200, body: { tracks: { href: "", items, limit, offset, total: 1000, next: null, previous: null } } };
    }
    const artist = /^\/v1\/artists\/(art\d+)$/.exec(request.path);
    if (request.method === "GET" && artist?.[1]) return { status: 200, body: fakeArtist(artist[1]) };
    return { status: 404, body: { error: { status: 404, message: "Service not found" } } };
  }

  function send(response: ServerResponse, reply: Reply): void {
    if (reply === "hang") return;
    if (reply === "stall") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"tracks": {"items": [');
      return;
    }
    const body = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    const json = typeof reply.body === "object" && reply.body !== null;
    response.writeHead(reply.status, { ...(json ? { "Content-Type": "application/json" } : {}), ...reply.headers });
    response.end(body);
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = "";
    for await (const chunk of incoming) body += String(chunk);
    const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
    const request: RecordedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body,
    };
    requests.push(request);
    const prefix = prefixOf(request.path);
    const now = (inFlight.get(prefix) ?? 0) + 1;
    inFlight.set(prefix, now);
    peak.set(prefix, Math.max(peak.get(prefix) ?? 0, now));
    try {
      const overridden = fake.override?.(request);
      if (overridden === undefined && latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      send(response, overridden ?? defaultReply(request));
    } finally {
      inFlight.set(prefix, (inFlight.get(prefix) ?? 1) - 1);
    }
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeSpotify = {
    apiUrl: `${origin}/v1`,
    accountsUrl: origin,
    clientId,
    clientSecret,
    requests,
    override: undefined,
    tokens,
    maxInFlight: (prefix) => peak.get(prefix) ?? 0,
    requestsTo: (prefix) => requests.filter((request) => request.path.startsWith(prefix)),
    revokeTokens: () => valid.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
