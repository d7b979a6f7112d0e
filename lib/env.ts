// The one place that reads process.env. Validated once, typed everywhere.
import { z } from "zod";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: optionalUrl,
  /** Folder of the embedded PGlite database ("memory://" keeps it in memory). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Secret that signs and encrypts session cookies (next-auth JWT). */
  NEXTAUTH_SECRET: optionalString,
  /** Public base URL, used for canonical links, Open Graph and e-mailed links. */
  APP_URL: z.url().default("http://localhost:3000"),
  /** SMTP transport for password-reset mail, e.g. smtp://user:pass@host:587. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("DreamScape <no-reply@dreamscape.local>"),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}

export const env = load();

// Development and tests may run without a configured secret; production may not.
const DEV_SECRET = "dreamscape-development-secret-do-not-use-in-production";

export function sessionSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET must be set in production (npm start generates one).");
  }
  return DEV_SECRET;
}
