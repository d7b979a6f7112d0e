// Tag schemas, shared by the API and the browser.
import * as z from "zod/mini";
import { tagNameSchema } from "@/lib/dreams/schema";

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
