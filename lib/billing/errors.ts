// Errors the billing library throws. Callers branch on the class and `kind`;
// the message is Stripe's (English, for logs), never shown to users as is.

/**
 * "unavailable": Stripe could not be reached or failed (network, timeout, 5xx,
 * 429, an unreadable answer): worth trying again later.
 * "rejected": Stripe refused the request (bad key, unknown price or customer,
 * invalid parameters): a configuration or programming problem, retrying won't help.
 */
export type BillingProviderErrorKind = "unavailable" | "rejected";

export interface BillingProviderErrorDetails {
  status?: number;
  /** Stripe's error code, e.g. "resource_missing". */
  code?: string;
  requestId?: string;
  cause?: unknown;
}

export class BillingProviderError extends Error {
  readonly kind: BillingProviderErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly requestId?: string;

  constructor(kind: BillingProviderErrorKind, message: string, details: BillingProviderErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "BillingProviderError";
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
  }
}

/** A webhook whose signature is missing, wrong or too old: answer 400 and do nothing. */
export class BillingSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BillingSignatureError";
  }
}
