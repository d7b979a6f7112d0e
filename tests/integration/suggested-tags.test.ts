// Suggested tags: the interpretation's symbols, in its language, on answers
// about one dream, through the real handlers on both databases.
import { describe, expect, it } from "vitest";
import { GET as getDream, PATCH as editDream } from "@/app/api/dreams/[id]/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { call } from "./helpers";
import { signedUp } from "./dreams-helpers";

interface DreamBody {
  id: number;
  tags: string[];
  suggestedTags?: string[];
}

describe("suggested tags", () => {
  it("come with one dream in the interpretation's language, leave its tags out, and stay off lists", async () => {
    const { cookie } = await signedUp();
    const created = await call<DreamBody>(create, {
      cookie: `NEXT_LOCALE=uk; ${cookie}`,
      body: { title: "Змія", content: "Я плив у холодній воді, а за мною гналася змія.", tags: ["ніч"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const suggested = created.body.suggestedTags ?? [];
    expect(suggested).toContain("Змія");
    expect(suggested).toContain("Вода");

    const params = { id: String(created.body.id) };
    const one = await call<DreamBody>(getDream, { cookie, params });
    expect(one.body.suggestedTags).toEqual(suggested);

    // Accepting one (PATCH the tags) takes it off the suggestions.
    const edited = await call<DreamBody>(editDream, { cookie, params, method: "PATCH", body: { tags: ["ніч", "вода"] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.tags).toEqual(["вода", "ніч"]);
    expect(edited.body.suggestedTags).not.toContain("Вода");
    expect(edited.body.suggestedTags).toContain("Змія");

    const page = await call<DreamBody[]>(list, { cookie, path: "/api/dreams?page=1" });
    expect(page.body[0]).not.toHaveProperty("suggestedTags");
  });
});
