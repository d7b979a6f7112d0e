import { describe, expect, it } from "vitest";
import { sharedDreamJsonLd } from "./json-ld";

describe("the shared page's JSON-LD", () => {
  const entry = {
    interpretationSource: null,
    title: "</script><script>alert(1)</script>",
    content: "A <b>dream</b> & more",
    interpretation: null,
    mood: null,
    language: "en",
    createdAt: "2026-01-02T03:04:05.000Z",
  };

  it("never contains a '<' that could end the script, and still parses to the dream", () => {
    const text = sharedDreamJsonLd("AAAAAAAAAAAAAAAAAAAAAA", entry);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toMatchObject({
      "@type": "Article",
      headline: entry.title,
      articleBody: entry.content,
      datePublished: "2026-01-02T03:04:05.000Z",
      url: "http://localhost:3000/dreams/share/AAAAAAAAAAAAAAAAAAAAAA",
    });
  });
});
