import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@/lib/client/client";
import type { Draft } from "./drafts";
import { draftBody, outcomeOf } from "./sync";

describe("what becomes of a draft the server did not take", () => {
  it("stops the sync, keeping every draft, when the connection or the server is away or nobody is signed in", () => {
    expect(outcomeOf(new NetworkError(new TypeError("Failed to fetch")))).toBe("stop");
    for (const status of [401, 408, 500, 502, 503]) expect(outcomeOf(new ApiError(status, "…")), String(status)).toBe("stop");
    expect(outcomeOf(new Error("anything else"))).toBe("stop");
  });

  it("tries a draft refused for the daily quota again by itself", () => {
    expect(outcomeOf(new ApiError(429, "You can record 5 dreams per day…", "quota_exceeded"))).toBe("retry-later");
  });

  it("takes a 409 naming the dream already stored under the draft's key as delivered (an earlier send arrived)", () => {
    const reused = (details?: Record<string, unknown>) => new ApiError(409, "…", "conflict", undefined, details);
    expect(outcomeOf(reused({ dreamId: 7 }))).toBe("sent");
    // Stored, and deleted since (its first answer was lost): nothing to send, the draft goes.
    expect(outcomeOf(reused({ dreamId: 7, deleted: true }))).toBe("sent");
    // A 409 that names no stored dream (the same moment, title and text as another dream) is the user's to settle.
    expect(outcomeOf(reused())).toBe("needs-user");
    expect(outcomeOf(reused({ dreamId: "7" }))).toBe("needs-user");
  });

  it("leaves any other refusal to the user (try again or discard), never dropping the draft", () => {
    for (const status of [400, 403, 404, 409, 413, 422]) {
      expect(outcomeOf(new ApiError(status, "…")), String(status)).toBe("needs-user");
    }
  });
});

describe("what a draft sends", () => {
  const draft: Draft = {
    key: "k".repeat(16),
    userId: 1,
    title: "Sea",
    content: "Waves.",
    mood: null,
    createdAt: "2026-01-01T07:00:00+02:00",
    problem: null,
  };

  it("sends a draft kept before tags and lucidity without them", () => {
    expect(JSON.parse(JSON.stringify(draftBody(draft)))).toEqual({
      title: "Sea",
      content: "Waves.",
      mood: null,
      createdAt: "2026-01-01T07:00:00+02:00",
    });
  });

  it("sends a new draft's tags, lucidity and clarity", () => {
    expect(draftBody({ ...draft, tags: ["sea"], lucid: true, clarity: 2 })).toMatchObject({
      tags: ["sea"],
      lucid: true,
      clarity: 2,
    });
  });
});
