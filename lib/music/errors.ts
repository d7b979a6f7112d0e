// One error type for everything the music provider can go wrong with. `kind` is
// for code (the API layer maps it to a status and a translated message); the
// message is the spec's English text, for logs.

export type MusicErrorKind =
  "unauthorized" | "forbidden" | "rate_limited" | "unavailable" | "invalid_response" | "token" | "no_tracks" | "search_failed";

export interface MusicErrorDetails {
  status?: number;
  /** Seconds Spotify asked us to wait (429 Retry-After). */
  retryAfterSeconds?: number;
  /** Part of the response body, for the server log. */
  body?: string;
  cause?: unknown;
}

export class MusicError extends Error {
  readonly kind: MusicErrorKind;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly body?: string;

  constructor(kind: MusicErrorKind, message: string, details: MusicErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "MusicError";
    this.kind = kind;
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.body = details.body;
  }
}

export function isMusicError(error: unknown, kind?: MusicErrorKind): error is MusicError {
  return error instanceof MusicError && (kind === undefined || error.kind === kind);
}

export const MESSAGES = {
  unauthorized:
    "Bad or expired token. This can happen if the user revoked a token or the access token has expired. You should re-authenticate the user.",
  forbidden:
    "Bad OAuth request (wrong consumer key, bad nonce, expired timestamp...). Unfortunately, re-authenticating the user won't help here.",
  rateLimited: "The app has exceeded its rate limits.",
  unrecognised: "Unrecognised response code",
  token: "Failed to get access token.",
  searchFailed: "Failed to search Spotify tracks. Please try again.",
  noTracks: (mood: string) => `No tracks found for mood: ${mood}`,
} as const;
