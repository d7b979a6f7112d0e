import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { derivedFields } from "@/lib/dreams/derived";
import { call, PASSWORD, uniqueEmail } from "./helpers";

/** A new account, signed in; its address verified unless `verified: false` (as accounts made before verification were). */
export async function signedUp(opts: { premium?: boolean; verified?: boolean } = {}) {
  const res = await call(register, { body: { email: uniqueEmail("dreams"), password: PASSWORD } });
  const id = res.body.id as number;
  if (opts.premium) await db().user.update({ where: { id }, data: { isPremium: true } });
  if (opts.verified !== false) await db().user.update({ where: { id }, data: { emailVerifiedAt: new Date() } });
  return { id, cookie: res.sessionCookie ?? "" };
}

/** Inserts dreams directly (one minute apart, newest last) to set up large journals fast. */
export async function seedDreams(
  userId: number,
  count: number,
  make?: (i: number) => { title?: string; content?: string; mood?: string | null },
) {
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - i) }, (_, k) => {
      const n = i + k;
      const extra = make?.(n) ?? {};
      const title = extra.title ?? `Dream ${n + 1}`;
      const content = extra.content ?? `Content of dream ${n + 1}`;
      const createdAt = new Date(start + n * 60_000);
      return {
        userId,
        title,
        content,
        mood: extra.mood === undefined ? "peaceful" : extra.mood,
        createdAt,
        ...derivedFields(title, content, createdAt),
      };
    });
    await db().dream.createMany({ data: rows });
  }
}
