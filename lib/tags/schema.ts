// Tag schemas, shared by the API and the browser.
import * as z from "zod/mini";
import { hasVisibleText, TAG_MAX, TAGS_MAX } from "@/lib/domain/journal";
import { prepared, withoutNul } from "@/lib/domain/input";
import { displayTag, tagKey } from "./name";

/** One tag: 1–TAG_MAX characters once trimmed (inner white space folded), something visible. */
export const tagNameSchema = prepared(
  (v) => (typeof v === "string" ? displayTag(withoutNul(v) as string) : v),
  z.string({ error: "tagInvalid" }).check(
    z.minLength(1, { error: "tagEmpty" }),
    z.refine(hasVisibleText, { error: "tagEmpty" }),
    z.refine((name) => [...name].length <= TAG_MAX, { error: "tagTooLong" }),
  ),
);

/** A dream's tags: at most TAGS_MAX, none twice (case and accents ignored). */
export const tagsSchema = z.array(tagNameSchema, { error: "tagsInvalid" }).check(
  z.maxLength(TAGS_MAX, { error: "tagsTooMany" }),
  z.refine((tags) => new Set(tags.map(tagKey)).size === tags.length, { error: "tagsDuplicate" }),
);

/** GET /api/tags: the user's tags in use (and their dream signs), most used first. */
export const tagListSchema = z.array(z.object({ name: z.string(), count: z.int(), dreamSign: z.boolean() }));
export type TagList = z.output<typeof tagListSchema>;

/** PATCH /api/tags/{name}: a new name (merging into an existing tag of that name) and/or whether it is a dream sign. */
export const tagUpdateSchema = z
  .strictObject({
    name: z.optional(tagNameSchema),
    dreamSign: z.optional(z.boolean({ error: "dreamSignInvalid" })),
  })
  .check(z.refine((v) => v.name !== undefined || v.dreamSign !== undefined, { error: "tagNothingToChange" }));
export type TagUpdate = z.output<typeof tagUpdateSchema>;

/** PATCH /api/tags/{name}'s answer: the tag as it now is. */
export const tagSchema = z.object({ name: z.string(), count: z.int(), dreamSign: z.boolean() });
export type Tag = z.output<typeof tagSchema>;
