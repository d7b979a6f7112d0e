import { describe, expect, it } from "vitest";
import { requestOrigin } from "./origin";

const req = (headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { headers });

describe("requestOrigin", () => {
  it("keeps the host the browser used", () => {
    expect(requestOrigin(req({ host: "127.0.0.1:3100" }))).toBe("http://127.0.0.1:3100");
    expect(requestOrigin(req({ host: "dreams.example", "x-forwarded-proto": "https" }))).toBe("https://dreams.example");
  });

  it("falls back to the request URL for a malformed host or scheme", () => {
    expect(requestOrigin(req({ host: "evil.example/path?x=" }))).toBe("http://localhost:3000");
    expect(requestOrigin(req({ host: "ok.example", "x-forwarded-proto": "javascript" }))).toBe("http://localhost:3000");
  });
});
