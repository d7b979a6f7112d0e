// Typed errors thrown by services, at the bottom of the house: every domain
// throws them and only lib/api/handler.ts turns them into HTTP responses,
// always in the shape { error: { code, message, details? } }.
import type { ErrorKey } from "@/lib/i18n/messages";

export const errorStatus = {
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  /** A signed-in caller confirmed a grave step (deleting the account) with a wrong password. */
  wrong_password: 403,
  premium_required: 403,
  /** Sharing publicly needs an address its owner has verified. */
  email_unverified: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  invalid_token: 400,
  invalid_signature: 400,
  payload_too_large: 413,
  unprocessable: 422,
  unsupported_media_type: 415,
  too_many_requests: 429,
  quota_exceeded: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Message keys live under the `Errors` namespace of messages/*.json. */
export interface AppErrorOptions {
  /** Values interpolated into the translated message; a Date is written as a time of day in `timeZone`. */
  values?: Record<string, string | number | Date>;
  /** The zone Date values are written in: the user's (UTC when not given). */
  timeZone?: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: ErrorKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}
