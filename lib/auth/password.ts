import "server-only";
import bcrypt from "bcryptjs";

/** bcrypt work factor (PRODUCT.md): about 0.3 s per hash on this project's machines. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the e-mail is unknown, so both answers take as long.
const DUMMY_HASH = bcrypt.hashSync("dreamscape-timing-equaliser", BCRYPT_COST);

export async function spendPasswordCheck(password: string): Promise<void> {
  await bcrypt.compare(password, DUMMY_HASH);
}
