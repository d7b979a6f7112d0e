// A dream's identity for imports: the same creation time, title and content
// make the same fingerprint, and (userId, fingerprint) is unique in the
// database. The security_hardening migration computes the same digest in SQL.
import { createHash } from "node:crypto";

const SEPARATOR = "\u001f";

export function fingerprint(title: string, content: string, createdAt: Date): string {
  return createHash("sha256").update([createdAt.toISOString(), title, content].join(SEPARATOR), "utf8").digest("hex");
}
