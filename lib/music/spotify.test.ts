import { createServer } from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MusicError } from "./errors";
import { SpotifyClient, TOKEN_RENEW_WINDOW_MS, parseRetryAfter, type SpotifyConfig } from "./spotify";
import { startFakeSpotify, type FakeSpotify, type RecordedRequest } from "@/tests/fakes/spotify";

// Everything here goes through the real fetch to a real HTTP server on 127.0.0.1.

let spotify: FakeSpotify;

beforeAll(async () => {
  spotify = await startFakeSpotify({ expiresIn: 3600 });
});
afterAll(() => spotify.close());
afterEach(() => {
  spotify.override = undefined;
  spotify.requests.length = 0;
  // In this order: the spy sits on the fake setTimeout, which useRealTimers then replaces.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function client(config: Partial<SpotifyConfig> = {}) {
  return new SpotifyClient({
    clientId: spotify.clientId,
    clientSecret: spotify.clientSecret,
    apiUrl: spotify.apiUrl,
    accountsUrl: spotify.accountsUrl,
    market: "UA",
    timeoutMs: 2000,
    ...config,
  });
}

async function failure(promise: Promise<unknown>): Promise<MusicError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MusicError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/**
 * Fakes setTimeout (the client's waits and time limits) and records every call;
 * the network, and setImmediate, stay real.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  return vi.spyOn(globalThis, "setTimeout");
}

/** A call whose settling the test can look at without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const call = { promise, settled: false };
  promise.then(
    () => (call.settled = true),
    () => (call.settled = true),
  );
  return call;
}

/** Lets the real network run, a turn of the event loop at a time, until `done` holds; the fake clock stands still. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise<void>((resolve) => setImmediate(resolve));
}

const isSearch = (request: RecordedRequest) => request.path === "/v1/search";
const search = { q: "calm", type: "track", limit: 3, offset: 0 } as const;
const bearer = (request: RecordedRequest | undefined) => request?.headers.authorization;

/** A URL where nothing listens: a port that was just free. */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe("SpotifyClient: the client-credentials token", () => {
  it("asks for it with HTTP Basic auth and a form-encoded body", async () => {
    await client().search(search);
    const [token] = spotify.requestsTo("/api/token");
    expect(token?.method).toBe("POST");
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${spotify.clientId}:${spotify.clientSecret}`).toString("base64")}`,
    );
    expect(token?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(token?.body).toBe("grant_type=client_credentials");
  });

  it("is cached, and renewed only when less than two minutes remain", async () => {
    let now = 1_000_000;
    const spotifyClient = client({ now: () => now });
    await spotifyClient.search(search);
    now += 3600_000 - TOKEN_RENEW_WINDOW_MS - 1000; // 2:01 left
    await spotifyClient.search(search);
    expect(spotify.requestsTo("/api/token")).toHaveLength(1);
    now += 2000; // 1:59 left
    await spotifyClient.search(search);
    await spotifyClient.search(search);
    expect(spotify.requestsTo("/api/token")).toHaveLength(2);
    const [first, second, third, fourth] = spotify.requests.filter(isSearch).map(bearer);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(fourth).toBe(third);
    expect(third).toBe(`Bearer ${spotify.tokens.at(-1)}`);
  });

  it("keeps using an expiring token when its renewal fails", async () => {
    let now = 0;
    const spotifyClient = client({ now: () => now });
    await spotifyClient.search(search);
    const first = bearer(spotify.requests.find(isSearch));
    now += 3600_000 - 60_000; // one minute left
    spotify.override = (request) => (request.path === "/api/token" ? { status: 503, body: "down" } : undefined);
    await spotifyClient.search(search);
    expect(bearer(spotify.requests.filter(isSearch)[1])).toBe(first);
  });

  it("drops an expired token instead of using it", async () => {
    let now = 0;
    const spotifyClient = client({ now: () => now });
    await spotifyClient.search(search);
    now += 3600_000; // expired
    spotify.override = (request) => (request.path === "/api/token" ? { status: 503, body: "down" } : undefined);
    const error = await failure(spotifyClient.search(search));
    expect(error.kind).toBe("token");
    expect(spotify.requests.filter(isSearch)).toHaveLength(1);
  });

  it("is requested once for many parallel requests", async () => {
    const spotifyClient = client();
    await Promise.all(Array.from({ length: 7 }, (_, i) => spotifyClient.search({ ...search, offset: i * 20 })));
    expect(spotify.requestsTo("/api/token")).toHaveLength(1);
    expect(new Set(spotify.requests.filter(isSearch).map(bearer)).size).toBe(1);
  });

  it.each([
    ["a rejection", { status: 400, body: { error: "invalid_client" } }],
    ["a server error", { status: 500, body: "oops" }],
    ["a body that is not JSON", { status: 200, body: "<html>" }],
    ["JSON of the wrong shape", { status: 200, body: { access_token: "", token_type: "Bearer", expires_in: 3600 } }],
    ["a token of the wrong type", { status: 200, body: { access_token: "x", token_type: "MAC", expires_in: 3600 } }],
  ] as const)("fails with 'Failed to get access token.' on %s", async (_case, reply) => {
    spotify.override = (request) => (request.path === "/api/token" ? reply : undefined);
    const error = await failure(client().search(search));
    expect(error.kind).toBe("token");
    expect(error.message).toBe("Failed to get access token.");
    expect(error.status).toBe(reply.status);
    expect(spotify.requests.filter(isSearch)).toHaveLength(0);
  });

  it("fails with the token error on wrong credentials", async () => {
    const error = await failure(client({ clientSecret: "wrong" }).search(search));
    expect(error).toMatchObject({ kind: "token", status: 401, message: "Failed to get access token." });
  });

  it("fails with the token error when the accounts service hangs or cannot be reached", async () => {
    spotify.override = (request) => (request.path === "/api/token" ? "hang" : undefined);
    expect((await failure(client({ timeoutMs: 200 }).search(search))).kind).toBe("token");
    spotify.override = undefined;
    expect((await failure(client({ accountsUrl: await closedOrigin() }).search(search))).kind).toBe("token");
  });
});

describe("SpotifyClient.search and artist", () => {
  it("sends q, type, market, limit and offset with the bearer token", async () => {
    const result = await client().search({ q: 'ocean "dark ambient"', type: "track", limit: 3, offset: 980 });
    const request = spotify.requests.find(isSearch);
    expect(request?.method).toBe("GET");
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: 'ocean "dark ambient"',
      type: "track",
      market: "UA",
      limit: "3",
      offset: "980",
    });
    expect(bearer(request)).toBe(`Bearer ${spotify.tokens.at(-1)}`);
    expect(result?.tracks.items).toHaveLength(3);
    // Only what the suggestion reads is kept.
    expect(Object.keys(result?.tracks.items[0] ?? {}).sort()).toEqual([
      "artists",
      "duration_ms",
      "external_urls",
      "id",
      "name",
      "preview_url",
    ]);
  });

  it("uses the market of the call before the configured one, and sends none when neither is set", async () => {
    await client().search({ ...search, market: "DE" });
    await client({ market: undefined }).search(search);
    const [withMarket, without] = spotify.requests.filter(isSearch);
    expect(withMarket?.query.get("market")).toBe("DE");
    expect(without?.query.has("market")).toBe(false);
  });

  it("refuses limits and offsets Spotify would reject, before any request", async () => {
    await expect(client().search({ ...search, limit: 0 })).rejects.toThrow(RangeError);
    await expect(client().search({ ...search, offset: 1001 })).rejects.toThrow(RangeError);
    expect(spotify.requests).toHaveLength(0);
  });

  it("reads an artist's genres, one artist per request", async () => {
    const artist = await client().artist("art3");
    expect(artist).toEqual({ id: "art3", name: "Artist 3", genres: ["genre 3", "ambient"] });
    expect(spotify.requestsTo("/v1/artists").map((request) => request.path)).toEqual(["/v1/artists/art3"]);
  });

  it("treats missing genres as none", async () => {
    spotify.override = (request) =>
      request.path.startsWith("/v1/artists/") ? { status: 200, body: { id: "art1", name: "Artist 1" } } : undefined;
    expect(await client().artist("art1")).toEqual({ id: "art1", name: "Artist 1", genres: [] });
  });

  it("skips null items in search results", async () => {
    spotify.override = (request) =>
      isSearch(request)
        ? { status: 200, body: { tracks: { items: [null, { id: "a", name: "A", duration_ms: 1, artists: [] }] } } }
        : undefined;
    const result = await client().search(search);
    expect(result?.tracks.items).toEqual([null, { id: "a", name: "A", duration_ms: 1, artists: [] }]);
  });

  it("gives null for 204 No Content", async () => {
    spotify.override = (request) => (request.path.startsWith("/v1/") ? { status: 204 } : undefined);
    expect(await client().search(search)).toBeNull();
    expect(await client().artist("art1")).toBeNull();
  });
});

describe("SpotifyClient: failures", () => {
  it("re-authenticates once after a 401 and succeeds with the new token", async () => {
    const spotifyClient = client();
    await spotifyClient.search(search);
    spotify.revokeTokens();
    const result = await spotifyClient.search(search);
    expect(result?.tracks.items).toHaveLength(3);
    expect(spotify.requestsTo("/api/token")).toHaveLength(2);
    const searches = spotify.requests.filter(isSearch);
    expect(searches).toHaveLength(3);
    expect(bearer(searches[2])).not.toBe(bearer(searches[1]));
  });

  it("fails with 'Bad or expired token' after a second 401", async () => {
    spotify.override = (request) =>
      isSearch(request) ? { status: 401, body: { error: { status: 401, message: "expired" } } } : undefined;
    const error = await failure(client().search(search));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(error.message).toMatch(/^Bad or expired token\..*re-authenticate the user\.$/);
    expect(spotify.requestsTo("/api/token")).toHaveLength(2);
    expect(spotify.requests.filter(isSearch)).toHaveLength(2);
  });

  it("fails with the bad OAuth request message and the body on 403", async () => {
    const body = JSON.stringify({ error: { status: 403, message: "Insufficient client scope" } });
    spotify.override = (request) => (isSearch(request) ? { status: 403, body } : undefined);
    const error = await failure(client().search(search));
    expect(error).toMatchObject({ kind: "forbidden", status: 403, body });
    expect(error.message).toMatch(/^Bad OAuth request \(wrong consumer key, bad nonce, expired timestamp\.\.\.\)\./);
    expect(error.message).toContain(body);
  });

  it("waits for a short Retry-After on 429 and retries once", async () => {
    let calls = 0;
    spotify.override = (request) =>
      isSearch(request) && calls++ === 0 ? { status: 429, headers: { "Retry-After": "1" }, body: "" } : undefined;
    const timeouts = fakeTimeouts();
    const call = watch(client().search(search));
    await until(() => call.settled || timeouts.mock.calls.some(([, ms]) => ms === 1000));
    // It sleeps on a 1 s timer, and asks again only once the clock has moved on by that second.
    expect(call.settled).toBe(false);
    expect(spotify.requests.filter(isSearch)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(call.settled).toBe(false);
    expect(spotify.requests.filter(isSearch)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await call.promise;
    expect(result?.tracks.items).toHaveLength(3);
    expect(spotify.requests.filter(isSearch)).toHaveLength(2);
  });

  it("fails at once on a long Retry-After, telling the caller how long to wait", async () => {
    spotify.override = (request) => (isSearch(request) ? { status: 429, headers: { "Retry-After": "30" } } : undefined);
    const timeouts = fakeTimeouts();
    // The clock stands still: a call that slept before failing would never settle.
    const call = watch(client().search(search));
    await until(() => call.settled || timeouts.mock.calls.some(([, ms]) => ms === 30_000));
    expect(call.settled).toBe(true);
    const error = await failure(call.promise);
    expect(error).toMatchObject({ kind: "rate_limited", status: 429, retryAfterSeconds: 30 });
    expect(error.message).toBe("The app has exceeded its rate limits.");
    expect(spotify.requests.filter(isSearch)).toHaveLength(1);
  });

  it("gives up after one retry when Spotify keeps answering 429", async () => {
    spotify.override = (request) => (isSearch(request) ? { status: 429, headers: { "Retry-After": "0" } } : undefined);
    const error = await failure(client().search(search));
    expect(error).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 0 });
    expect(spotify.requests.filter(isSearch)).toHaveLength(2);
  });

  it.each([500, 502, 503, 404, 400])("fails with 'Unrecognised response code' on %i", async (status) => {
    spotify.override = (request) => (isSearch(request) ? { status, body: "upstream trouble" } : undefined);
    const error = await failure(client().search(search));
    expect(error).toMatchObject({ kind: "unavailable", status, body: "upstream trouble" });
    expect(error.message).toMatch(new RegExp(`^Unrecognised response code: ${status} - `));
  });

  it.each([
    ["a body that is not JSON", { status: 200, body: "<html>Service Unavailable</html>" }],
    ["an empty body", { status: 200, body: "" }],
    ["JSON of the wrong shape", { status: 200, body: { tracks: { items: [{ id: 42, name: "x" }] } } }],
    ["JSON without tracks", { status: 200, body: { artists: { items: [] } } }],
  ] as const)("fails with invalid_response on %s", async (_case, reply) => {
    spotify.override = (request) => (isSearch(request) ? reply : undefined);
    const error = await failure(client().search(search));
    expect(error).toMatchObject({ kind: "invalid_response", status: 200 });
  });

  it("times out when Spotify never answers", async () => {
    spotify.override = (request) => (isSearch(request) ? "hang" : undefined);
    fakeTimeouts();
    const call = watch(client({ timeoutMs: 300 }).search(search));
    // Once Spotify has the request, the clock decides: nothing at 299 ms, the time limit's error at 300 ms.
    await until(() => call.settled || spotify.requests.some(isSearch));
    await vi.advanceTimersByTimeAsync(299);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(call.settled).toBe(true);
    const error = await failure(call.promise);
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe("Spotify did not answer within 300 ms");
  });

  it("times out when Spotify sends headers and then stalls", async () => {
    spotify.override = (request) => (isSearch(request) ? "stall" : undefined);
    const error = await failure(client({ timeoutMs: 300 }).search(search));
    expect(error.kind).toBe("unavailable");
  });

  it("fails as unavailable when the API cannot be reached", async () => {
    const error = await failure(client({ apiUrl: `${await closedOrigin()}/v1` }).search(search));
    expect(error).toMatchObject({ kind: "unavailable", message: "Spotify could not be reached" });
  });
});

describe("SpotifyClient: configuration", () => {
  it("needs a client id and secret", () => {
    expect(() => new SpotifyClient({ clientId: "", clientSecret: "x" })).toThrow(TypeError);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("5", now)).toBe(5);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:10 GMT", now)).toBe(10);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
