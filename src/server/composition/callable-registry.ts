import { collectCallables } from '../callables/collect-callables';
import type { Implementation } from '../callables/implement';
import { accountsCallables } from '../accounts/callables';
import { communityCallables } from '../community/callables';
import { discoveryCallables } from '../discovery/callables';
import { modelsCallables } from '../models/callables';
import { notificationsCallables } from '../notifications/callables';
import { siteCallables } from '../site/callables';
import { reportsCallables } from '../reports/callables';
import { securityCallables } from '../security/callables';
import { alertsCallables } from '../alerts/callables';
import { revenueCallables } from '../money/callables';
import { analyticsCallables } from '../analytics/callables';
import { campaignsCallables } from '../campaigns/callables';
import { bulkUploadCallables } from '../bulk-upload/callables';
import { tipsCallables } from '../payments/callables';
import { payoutsCallables } from '../payouts/callables';

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
]);
