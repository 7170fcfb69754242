import { eq } from 'drizzle-orm';
import { storefrontPath } from '../../shared/storefront-path';
import type { Db } from '../db/database';
import { storefronts, users } from '../db/schema';
import { storefrontTierOf } from './storefront-access';

/**
 * The address of a creator's storefront when visitors may open it (decision 078: Pro and above, the
 * account active), for the profile's link to it; null when there is none or it is closed to them.
 */
export async function openStorefrontPath(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customUrl: storefronts.customUrl, status: users.status })
    .from(storefronts)
    .innerJoin(users, eq(users.id, storefronts.userId))
    .where(eq(storefronts.userId, userId));
  if (!row || row.status !== 'active') return null;
  const { canHaveStorefront } = await storefrontTierOf(db, userId);
  return canHaveStorefront ? storefrontPath({ creatorId: userId, customUrl: row.customUrl }) : null;
}
