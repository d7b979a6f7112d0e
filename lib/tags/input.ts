// Adding a tag as the dream form does it, before the server sees it: the
// rules of tagsSchema (lib/dreams/schema.ts), one tag at a time, so that the
// form can say at once why a tag was not added. Runs in the browser.
import { hasVisibleText, TAG_MAX, TAGS_MAX } from "@/lib/domain/journal";
import { displayTag, tagKey } from "./name";

export type TagRefusal = "tagTooLong" | "tagsTooMany" | "tagsDuplicate";

/** The tags with `raw` added; nothing changes for empty text; a refusal names its Validation message. */
export function addTag(tags: readonly string[], raw: string): { tags: string[] } | { refused: TagRefusal } {
  const name = displayTag(raw.replaceAll("\u0000", ""));
  if (!name || !hasVisibleText(name)) return { tags: [...tags] };
  if ([...name].length > TAG_MAX) return { refused: "tagTooLong" };
  if (tags.some((tag) => tagKey(tag) === tagKey(name))) return { refused: "tagsDuplicate" };
  if (tags.length >= TAGS_MAX) return { refused: "tagsTooMany" };
  return { tags: [...tags, name] };
}

/** Adds several (typed with commas), stopping at the first refusal: `pending` is what was not added, the refused one first. */
export function addTags(
  tags: readonly string[],
  raws: readonly string[],
): { tags: string[]; refused: TagRefusal | null; pending: string[] } {
  let current = [...tags];
  for (const [index, raw] of raws.entries()) {
    const added = addTag(current, raw);
    if ("refused" in added) return { tags: current, refused: added.refused, pending: raws.slice(index) };
    current = added.tags;
  }
  return { tags: current, refused: null, pending: [] };
}
