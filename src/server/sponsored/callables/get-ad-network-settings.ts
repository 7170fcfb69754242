import { getAdNetworkSettings } from '../../../shared/contracts/sponsored/ad-network';
import { implement } from '../../callables/implement';
import { forgetAdNetworkSettings, readAdNetworkSettings } from '../ad-network-settings';

/** Admins only (the contract's access): read fresh, so the form shows what every node will soon serve. */
export const getAdNetworkSettingsFunction = implement(getAdNetworkSettings, async (_input, ctx) => {
  forgetAdNetworkSettings(ctx.db);
  return { success: true as const, settings: await readAdNetworkSettings(ctx.db) };
});
