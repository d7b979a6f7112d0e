// What every schema does to text before checking it (zod/mini, so browser code can use it).
import * as z from "zod/mini";

/** PostgreSQL text cannot hold U+0000, which JSON allows; nobody types it, so it is dropped. */
export const withoutNul = (v: unknown) => (typeof v === "string" ? v.replaceAll("\u0000", "") : v);

/** Runs `prepare` on the raw input before `schema` checks it (zod's preprocess). */
export const prepared = <S extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(prepare), schema);
