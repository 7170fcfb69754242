import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signIns } from '../db/schema';

/** How long a sign-in (its address and browser) is kept: half a year of /settings/security's history. */
export const SIGN_IN_HISTORY_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets sign-ins older than the history: an address is personal data, kept no longer than the
 * account's security page needs it. A browser not used for that long counts as a new device again
 * at its next sign-in, and its owner is told, as for any device not seen lately. Answers how many went.
 */
export async function pruneSignIns(db: Db, now = new Date()): Promise<number> {
  const oldest = new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS);
  const gone = await db.delete(signIns).where(lt(signIns.createdAt, oldest)).returning({ id: signIns.id });
  return gone.length;
}
