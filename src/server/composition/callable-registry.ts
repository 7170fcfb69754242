import { collectCallables } from '../callables/collect-callables';
import type { Implementation } from '../callables/implement';
import { accountsCallables } from '../accounts';
import { communityCallables } from '../community';
import { discoveryCallables } from '../discovery';
import { modelsCallables } from '../models';
import { notificationsCallables } from '../notifications';
import { siteCallables } from '../site';
import { reportsCallables } from '../reports';
import { securityCallables } from '../security';
import { alertsCallables } from '../alerts';
import { revenueCallables } from '../money';
import { analyticsCallables } from '../analytics';
import { campaignsCallables } from '../campaigns';
import { bulkUploadCallables } from '../bulk-upload';
import { tipsCallables } from '../payments';
import { payoutsCallables } from '../payouts';
import { tiersCallables } from '../tiers';
import { referralsCallables } from '../referrals';
import { sponsoredCallables } from '../sponsored';
import { storefrontsCallables } from '../storefronts';
import { creatorCommerceCallables } from '../creator-commerce';
import { remixesCallables } from '../remixes';
import { makesCallables } from '../makes';

/**
 * Every callable the server answers, by contract name: each domain's list (<domain>/callables/index.ts),
 * so a new callable is added beside its handler, not here. Two callables under one name are refused
 * at start rather than one silently answering for both.
 */
export const implementations: ReadonlyMap<string, Implementation> = collectCallables([
  ...accountsCallables,
  ...communityCallables,
  ...discoveryCallables,
  ...modelsCallables,
  ...notificationsCallables,
  ...siteCallables,
  ...reportsCallables,
  ...securityCallables,
  ...alertsCallables,
  ...revenueCallables,
  ...analyticsCallables,
  ...campaignsCallables,
  ...bulkUploadCallables,
  ...tipsCallables,
  ...payoutsCallables,
  ...tiersCallables,
  ...storefrontsCallables,
  ...referralsCallables,
  ...sponsoredCallables,
  ...creatorCommerceCallables,
  ...remixesCallables,
  ...makesCallables,
]);
