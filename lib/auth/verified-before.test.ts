// Accounts made before addresses were verified count as verified: the
// migration that brings verification marks every existing account, and no
// account made after it.
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { createPglite } from "@/lib/db/pglite";
import { pgliteRunner } from "@/lib/db/runners";

const VERIFICATION = "20261127170001_email_verification_reminders";

describe("migration email_verification_reminders", () => {
  it("verifies the accounts that existed, and only those", { timeout: 60_000 }, async () => {
    const db = await createPglite("memory://");
    try {
      const all = readMigrations();
      const at = all.findIndex((m) => m.name === VERIFICATION);
      expect(at).toBeGreaterThan(0);
      await migrate(pgliteRunner(db), all.slice(0, at));
      await db.query(
        `INSERT INTO "users" ("email", "password", "createdAt") VALUES ('old@example.com', 'x', '2026-01-02 03:04:05')`,
      );
      await migrate(pgliteRunner(db), all);
      await db.query(`INSERT INTO "users" ("email", "password") VALUES ('new@example.com', 'x')`);
      const rows = await db.query<{ email: string; verified: string | null }>(
        `SELECT "email", to_char("emailVerifiedAt", 'YYYY-MM-DD HH24:MI:SS') AS verified FROM "users" ORDER BY "id"`,
      );
      expect(rows.rows).toEqual([
        { email: "old@example.com", verified: "2026-01-02 03:04:05" },
        { email: "new@example.com", verified: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
