// When a failed call to the provider is tried again: the schedule the job
// follows, and how the OpenAI client's failures are read.
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { ProviderAnswerError, retryAdvice, retryAfterMs } from "@/lib/ai/openai";
import { MAX_ATTEMPTS, nextAttemptIn } from "./interpretation-job";

const now = Date.UTC(2026, 10, 25, 12);
const retryable = { retry: true, afterMs: null };

describe("nextAttemptIn", () => {
  it("backs off 5 s, then 20 s, and makes no 4th attempt", () => {
    expect(nextAttemptIn(1, now, retryable, now)).toBe(5_000);
    expect(nextAttemptIn(2, now - 30_000, retryable, now)).toBe(20_000);
    expect(nextAttemptIn(MAX_ATTEMPTS, now - 60_000, retryable, now)).toBeNull();
  });

  it("waits as long as Retry-After asks, up to 60 s", () => {
    expect(nextAttemptIn(1, now, { retry: true, afterMs: 12_000 }, now)).toBe(12_000);
    expect(nextAttemptIn(1, now, { retry: true, afterMs: 600_000 }, now)).toBe(60_000);
  });

  it("gives up rather than end past the 2-minute window (the wait and one more timeout)", () => {
    // 50 s in, a 60 s wait and a 20 s timeout would end at 130 s.
    expect(nextAttemptIn(2, now - 50_000, { retry: true, afterMs: 60_000 }, now)).toBeNull();
    expect(nextAttemptIn(2, now - 50_000, { retry: true, afterMs: 30_000 }, now)).toBe(30_000);
  });

  it("does not retry what is not worth it", () => {
    expect(nextAttemptIn(1, now, { retry: false, afterMs: null }, now)).toBeNull();
  });
});

describe("retryAdvice", () => {
  const apiError = (status: number, headers: Record<string, string> = {}) =>
    OpenAI.APIError.generate(status, { message: "x" }, "x", new Headers(headers));

  it("retries 429, 5xx, 408 and lost connections, with the provider's own wait", () => {
    expect(retryAdvice(apiError(429, { "retry-after": "7" }))).toEqual({ retry: true, afterMs: 7_000 });
    expect(retryAdvice(apiError(429, { "retry-after-ms": "250", "retry-after": "7" }))).toEqual({ retry: true, afterMs: 250 });
    expect(retryAdvice(apiError(503))).toEqual({ retry: true, afterMs: null });
    expect(retryAdvice(apiError(408))).toEqual({ retry: true, afterMs: null });
    expect(retryAdvice(new OpenAI.APIConnectionTimeoutError())).toEqual({ retry: true, afterMs: null });
    expect(retryAdvice(new OpenAI.APIConnectionError({ message: "socket hang up" }))).toEqual({ retry: true, afterMs: null });
  });

  it("does not pay again for a refusal or an unusable answer", () => {
    expect(retryAdvice(apiError(400)).retry).toBe(false);
    expect(retryAdvice(apiError(401)).retry).toBe(false);
    expect(retryAdvice(new ProviderAnswerError("not JSON")).retry).toBe(false);
    expect(retryAdvice(new Error("anything else")).retry).toBe(false);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, and ignores junk", () => {
    expect(retryAfterMs("3")).toBe(3_000);
    expect(retryAfterMs("0.5")).toBe(500);
    expect(retryAfterMs(new Date(now + 9_000).toUTCString(), now)).toBe(9_000);
    expect(retryAfterMs(new Date(now - 9_000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
