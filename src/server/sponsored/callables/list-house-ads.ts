import { listHouseAds } from '../../../shared/contracts/sponsored/house-ads';
import { implement } from '../../callables/implement';
import { readHouseAds } from '../house-ad-view';

/** Admins only (the contract's access); at most HOUSE_ADS_MAX exist, so one page holds them all. */
export const listHouseAdsFunction = implement(listHouseAds, async (_input, ctx) => ({ success: true as const, houseAds: await readHouseAds(ctx.db) }));
