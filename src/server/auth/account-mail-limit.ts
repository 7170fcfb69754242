import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verifications } from '../db/schema';

/**
 * E-mails anyone can make the site send to an address by typing it: a password reset link, and
 * "someone tried to sign up with your address". Without a limit, a stranger fills that inbox.
 */
export type AccountMailKind = 'password-reset' | 'sign-up-attempt';

/** Of each kind, per address and hour (decision 050): enough for a person who lost the first one twice. */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

const identifierFor = (kind: AccountMailKind, email: string) => `account-mail:${kind}:${email.toLowerCase()}`;

/**
 * Whether one more e-mail of this kind may go to the address now; if so, it is counted. Counted in
 * better-auth's expiring `verifications` table under its own prefix, so the limit holds across
 * server nodes, and under a lock per address so that parallel requests cannot all pass before the
 * first is counted. Only mails sent are counted: a flood past the limit does not push the hour on.
 * The client's answer does not change either way (no account enumeration); nothing more is sent.
 */
export async function claimAccountMail(db: Db, kind: AccountMailKind, email: string): Promise<boolean> {
  const identifier = identifierFor(kind, email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${identifier}))`);
    const now = new Date();
    await tx.delete(verifications).where(and(eq(verifications.identifier, identifier), lte(verifications.expiresAt, now)));
    const [sent] = await tx
      .select({ n: count() })
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)));
    if ((sent?.n ?? 0) >= ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR) return false;
    await tx.insert(verifications).values({ id: randomUUID(), identifier, value: 'sent', expiresAt: new Date(now.getTime() + HOUR_MS) });
    return true;
  });
}
