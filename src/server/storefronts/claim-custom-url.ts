import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { STOREFRONT_PAST_URLS_KEPT } from '../../shared/constants/storefront-rules';
import type { Db, Tx } from '../db/database';
import { storefrontPastUrls, storefronts } from '../db/schema';

/**
 * Checks inside the save's transaction that `customUrl` is free for `userId`: held by no other
 * storefront, now or as a past URL still redirecting. The unique index settles two saves racing
 * for one URL; this gives the sentence first.
 */
export async function refuseTakenCustomUrl(tx: Tx, userId: string, customUrl: string): Promise<void> {
  const key = customUrl.toLowerCase();
  const [current] = await tx.select({ userId: storefronts.userId }).from(storefronts).where(and(eq(storefronts.customUrlKey, key), ne(storefronts.userId, userId)));
  const [past] = await tx.select({ userId: storefrontPastUrls.userId }).from(storefrontPastUrls).where(and(eq(storefrontPastUrls.customUrlKey, key), ne(storefrontPastUrls.userId, userId)));
  if (current || past) throw new AppError('already-exists', `customUrl "${customUrl}" is taken; please choose another`);
}

/**
 * After a storefront's URL changes from `oldKey`: the old one keeps sending visitors on (held for
 * this creator), the new one stops being a past URL of theirs, and only the latest few past URLs
 * are kept, so changing URLs cannot hoard names.
 */
export async function retireCustomUrl(tx: Tx, userId: string, oldKey: string | null, newKey: string | null): Promise<void> {
  if (newKey) await tx.delete(storefrontPastUrls).where(and(eq(storefrontPastUrls.userId, userId), eq(storefrontPastUrls.customUrlKey, newKey)));
  if (!oldKey || oldKey === newKey) return;
  await tx
    .insert(storefrontPastUrls)
    .values({ customUrlKey: oldKey, userId })
    .onConflictDoUpdate({ target: storefrontPastUrls.customUrlKey, set: { retiredAt: sql`now()` }, where: eq(storefrontPastUrls.userId, userId) });
  const kept = tx
    .select({ key: storefrontPastUrls.customUrlKey })
    .from(storefrontPastUrls)
    .where(eq(storefrontPastUrls.userId, userId))
    .orderBy(sql`${storefrontPastUrls.retiredAt} desc`, sql`${storefrontPastUrls.customUrlKey}`)
    .limit(STOREFRONT_PAST_URLS_KEPT);
  await tx.delete(storefrontPastUrls).where(and(eq(storefrontPastUrls.userId, userId), notInArray(storefrontPastUrls.customUrlKey, kept)));
}

/** The creator whose storefront a custom URL names, now or in the past, without regard to case; null when none. */
export async function storefrontOwnerByUrl(db: Db | Tx, customUrl: string): Promise<string | null> {
  const key = customUrl.toLowerCase();
  const [current] = await db.select({ userId: storefronts.userId }).from(storefronts).where(eq(storefronts.customUrlKey, key));
  if (current) return current.userId;
  const [past] = await db.select({ userId: storefrontPastUrls.userId }).from(storefrontPastUrls).where(eq(storefrontPastUrls.customUrlKey, key));
  return past?.userId ?? null;
}
