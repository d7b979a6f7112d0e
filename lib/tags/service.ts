// Tag rules: listing, renaming (a rename onto another tag's name merges the
// two), dream signs.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { tagKey } from "./name";
import * as q from "./queries";
import type { Tag, TagList, TagUpdate } from "./schema";

export const listTags = (userId: number): Promise<TagList> => q.listTags(userId);

/** `rawName` is the tag's name as in the address (any case or accents). */
export async function changeTag(userId: number, rawName: string, change: TagUpdate): Promise<Tag> {
  const changed = await q.changeTag(userId, tagKey(rawName), change);
  if (!changed) throw new AppError("not_found", "tagNotFound");
  const listed = (await q.listTags(userId)).find((tag) => tagKey(tag.name) === tagKey(changed.name));
  return listed ?? { ...changed, count: 0 };
}
