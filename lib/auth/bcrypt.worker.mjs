// Runs in a worker thread (see lib/auth/password.ts): bcrypt is ~0.28 s of
// pure CPU per call at cost 12 and must never run on the event loop.
// Plain JavaScript so it can be loaded as is, by Next's server and by Vitest.
import bcrypt from "bcryptjs";

export function hash({ password, cost }) {
  return bcrypt.hashSync(password, cost);
}

export function compare({ password, hash }) {
  return bcrypt.compareSync(password, hash);
}
