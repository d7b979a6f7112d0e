import "server-only";

import { type z } from "zod";
import { MESSAGES, MusicError } from "./errors";
import {
  artistResponseSchema,
  searchResponseSchema,
  tokenResponseSchema,
  type SpotifyArtist,
  type SpotifySearchResponse,
} from "./spotify-schema";

// A small Spotify Web API client for what suggestions need: an app token by the
// client-credentials grant, track search and one artist. Errors follow the
// official TypeScript SDK's texts (the spec's catalogue) and carry a kind.

export const DEFAULT_API_URL = "https://api.spotify.com/v1";
export const DEFAULT_ACCOUNTS_URL = "https://accounts.spotify.com";
/** The token is renewed when less than this is left (the spec's 2 minutes). */
export const TOKEN_RENEW_WINDOW_MS = 2 * 60 * 1000;
export const DEFAULT_TIMEOUT_MS = 5000;
/**
 * A 429 is retried once when Spotify asks for at most this long; anything longer
 * fails at once, so a user's request never sleeps for minutes.
 */
export const MAX_RETRY_AFTER_SECONDS = 2;
const BODY_EXCERPT_LENGTH = 500;

export interface SpotifyConfig {
  clientId: string;
  clientSecret: string;
  apiUrl?: string;
  accountsUrl?: string;
  /** ISO 3166-1 alpha-2 country used when a search names none. */
  market?: string;
  /** Per HTTP request, headers and body included. */
  timeoutMs?: number;
  /** The clock for token expiry, in milliseconds. */
  now?: () => number;
}

export interface SearchParams {
  q: string;
  type: "track";
  market?: string;
  limit?: number;
  offset?: number;
}

interface CachedToken {
  value: string;
  expiresAt: number;
}

interface RawResponse {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

const excerpt = (text: string) => text.slice(0, BODY_EXCERPT_LENGTH);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SpotifyClient {
  readonly market: string | undefined;
  private readonly apiUrl: string;
  private readonly tokenUrl: string;
  private readonly basicAuth: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: CachedToken | undefined;
  private renewal: Promise<CachedToken> | undefined;

  constructor(config: SpotifyConfig) {
    if (!config.clientId || !config.clientSecret) throw new TypeError("Spotify client id and client secret are required");
    this.apiUrl = (config.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, "");
    this.tokenUrl = `${(config.accountsUrl ?? DEFAULT_ACCOUNTS_URL).replace(/\/+$/, "")}/api/token`;
    this.basicAuth = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    this.market = config.market;
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = config.now ?? Date.now;
  }

  /** GET /search. Null when Spotify answers 204. */
  async search({ q, type, market, limit, offset }: SearchParams): Promise<SpotifySearchResponse | null> {
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 50))
      throw new RangeError(`limit must be an integer from 1 to 50 (got ${limit})`);
    if (offset !== undefined && !(Number.isInteger(offset) && offset >= 0 && offset <= 1000))
      throw new RangeError(`offset must be an integer from 0 to 1000 (got ${offset})`);
    const query = new URLSearchParams({ q, type });
    const country = market ?? this.market;
    if (country) query.set("market", country);
    if (limit !== undefined) query.set("limit", String(limit));
    if (offset !== undefined) query.set("offset", String(offset));
    return this.get(`/search?${query.toString()}`, searchResponseSchema);
  }

  /** GET /artists/{id}, one at a time: development-mode apps have no "several artists" endpoint. */
  async artist(id: string): Promise<SpotifyArtist | null> {
    return this.get(`/artists/${encodeURIComponent(id)}`, artistResponseSchema);
  }

  private async get<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema> | null> {
    let reauthenticated = false;
    let waitedForRateLimit = false;
    for (;;) {
      const token = await this.accessToken();
      const response = await this.send(
        `${this.apiUrl}${path}`,
        { headers: { Authorization: `Bearer ${token.value}` } },
        (cause, timedOut) =>
          new MusicError(
            "unavailable",
            timedOut ? `Spotify did not answer within ${this.timeoutMs} ms` : "Spotify could not be reached",
            { cause },
          ),
      );
      const { status } = response;
      if (status === 401) {
        this.forget(token);
        if (!reauthenticated) {
          reauthenticated = true;
          continue;
        }
        throw new MusicError("unauthorized", MESSAGES.unauthorized, { status });
      }
      if (status === 403) {
        const body = excerpt(response.text);
        throw new MusicError("forbidden", `${MESSAGES.forbidden} Body: ${body}`, { status, body });
      }
      if (status === 429) {
        const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"), this.now());
        if (!waitedForRateLimit && retryAfterSeconds !== undefined && retryAfterSeconds <= MAX_RETRY_AFTER_SECONDS) {
          waitedForRateLimit = true;
          await sleep(retryAfterSeconds * 1000);
          continue;
        }
        throw new MusicError("rate_limited", MESSAGES.rateLimited, { status, retryAfterSeconds });
      }
      if (status === 204) return null;
      if (status < 200 || status > 299) {
        const body = excerpt(response.text);
        throw new MusicError("unavailable", `${MESSAGES.unrecognised}: ${status} - ${response.statusText}. Body: ${body}`, {
          status,
          body,
        });
      }
      return parseBody(response, schema, (cause) => new MusicError("invalid_response", invalidMessage(path), { status, cause }));
    }
  }

  private async accessToken(): Promise<CachedToken> {
    const now = this.now();
    if (this.token && this.token.expiresAt <= now) this.token = undefined;
    const current = this.token;
    if (current && current.expiresAt - now > TOKEN_RENEW_WINDOW_MS) return current;
    try {
      return await this.renew();
    } catch (error) {
      // An expiring token still works for a while; a failed renewal is not yet an outage.
      if (current && current.expiresAt > this.now()) return current;
      throw error;
    }
  }

  // Parallel requests share one token request instead of each starting their own.
  private renew(): Promise<CachedToken> {
    this.renewal ??= this.requestToken()
      .then((token) => (this.token = token))
      .finally(() => (this.renewal = undefined));
    return this.renewal;
  }

  // Only the token that was rejected is dropped: a parallel request may already have renewed it.
  private forget(rejected: CachedToken): void {
    if (this.token?.value === rejected.value) this.token = undefined;
  }

  private async requestToken(): Promise<CachedToken> {
    const requestedAt = this.now();
    const failed = (details: { status?: number; body?: string; cause?: unknown }) =>
      new MusicError("token", MESSAGES.token, details);
    const response = await this.send(
      this.tokenUrl,
      {
        method: "POST",
        headers: { Authorization: `Basic ${this.basicAuth}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
      },
      (cause) => failed({ cause }),
    );
    const { status } = response;
    if (status < 200 || status > 299) throw failed({ status, body: excerpt(response.text) });
    const token = parseBody(response, tokenResponseSchema, (cause) => failed({ status, cause }));
    // Counted from before the request, so the cache never believes in a token longer than Spotify does.
    return { value: token.access_token, expiresAt: requestedAt + token.expires_in * 1000 };
  }

  private async send(
    url: string,
    init: RequestInit,
    failure: (cause: unknown, timedOut: boolean) => MusicError,
  ): Promise<RawResponse> {
    // A timer of our own rather than AbortSignal.timeout: tests drive setTimeout with fake timers.
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(
      () => controller.abort(new DOMException(`No answer within ${this.timeoutMs} ms`, "TimeoutError")),
      this.timeoutMs,
    );
    try {
      const response = await fetch(url, { ...init, signal, cache: "no-store" });
      // Read under the same signal: a server that sends headers and then stalls is as stuck as one that never answers.
      const text = await response.text();
      return { status: response.status, statusText: response.statusText, headers: response.headers, text };
    } catch (error) {
      throw failure(error, signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }
}

function invalidMessage(path: string): string {
  return `Spotify sent a response that could not be read (${path.split("?")[0]})`;
}

function parseBody<Schema extends z.ZodType>(
  response: RawResponse,
  schema: Schema,
  failure: (cause: unknown) => MusicError,
): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch (error) {
    throw failure(error);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw failure(parsed.error);
  return parsed.data;
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
