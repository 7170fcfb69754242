import { sql } from 'drizzle-orm';
import { AD_PLACEMENTS, type AdPlacement } from '../../../shared/constants/sponsored-rules';
import { updateAdNetworkSettings } from '../../../shared/contracts/sponsored/ad-network';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { siteSettings } from '../../db/schema';
import { AD_NETWORK_SETTINGS_KEY, forgetAdNetworkSettings, lockAdNetworkSettings, readAdNetworkSettings } from '../ad-network-settings';

/**
 * Admins only (the contract's access). The change and its audit entry are one transaction under the
 * settings row's lock, so two admins at once each see what the other left in their entry's "before".
 * This node forgets its copy at once; the others within the TTL (ad-network-settings.ts).
 */
export const updateAdNetworkSettingsFunction = implement(updateAdNetworkSettings, async (input, ctx) => {
  const slots: Partial<Record<AdPlacement, string>> = {};
  for (const placement of AD_PLACEMENTS) {
    const slot = input.slots[placement];
    if (slot) slots[placement] = slot;
  }
  const value = { enabled: input.enabled, publisherId: input.publisherId || null, slots };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({ key: AD_NETWORK_SETTINGS_KEY, value: { enabled: false, publisherId: null, slots: {} } }).onConflictDoNothing();
    const before = await lockAdNetworkSettings(tx);
    await tx
      .insert(siteSettings)
      .values({ key: AD_NETWORK_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'adNetwork.update',
      target: { type: 'site_setting', id: AD_NETWORK_SETTINGS_KEY },
      before: { enabled: before.enabled, publisherId: before.publisherId, slots: before.slots },
      after: value,
    });
  });
  forgetAdNetworkSettings(ctx.db);
  return { success: true as const, settings: await readAdNetworkSettings(ctx.db) };
});
