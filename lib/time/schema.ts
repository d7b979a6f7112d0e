import * as z from "zod/mini";
import { canonicalTimeZone } from "./zone";

/** An IANA time zone name this runtime knows ("Europe/Kyiv"), in its canonical spelling. */
export const timeZoneSchema = z.pipe(
  z.string({ error: "timeZoneInvalid" }).check(z.maxLength(64, { error: "timeZoneInvalid" })),
  z.transform((name, ctx) => {
    const zone = canonicalTimeZone(name.trim());
    if (zone) return zone;
    ctx.issues.push({ code: "custom", input: name, message: "timeZoneInvalid" });
    return z.NEVER;
  }),
);
