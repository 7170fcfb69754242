import * as admin from './accounts/admin';
import * as auditLog from './accounts/audit-log';
import * as follows from './community/follows';
import * as comments from './community/comments';
import * as collaboration from './community/collaboration';
import * as collections from './community/collections';
import * as likesAndBookmarks from './community/likes-and-bookmarks';
import * as modelActivity from './community/model-activity';
import * as communityProfiles from './community/profiles';
import * as reviews from './community/reviews';
import * as notificationPreferences from './notifications/preferences';
import * as discovery from './discovery/discovery';
import * as searchCreatorsContracts from './discovery/search-creators';
import * as notificationsContracts from './notifications/notifications';
import * as otp from './accounts/otp';
import * as profile from './accounts/profile';
import * as accountSecurity from './accounts/security';
import * as models from './models/models';
import * as featureModelContracts from './models/feature-model';
import * as slicerLinkContracts from './models/slicer-links';
import * as problemEdgesContracts from './models/problem-edges';
import * as site from './site/site-info';
import * as reports from './reports/reports';
import * as moderation from './reports/moderation';
import * as userStatus from './accounts/user-status';
import * as ipRuleContracts from './security/ip-rules';
import * as alertContracts from './alerts/alerts';
import * as revenueContracts from './money/revenue';
import * as analyticsContracts from './analytics/analytics';
import * as cleanupContracts from './accounts/cleanup';
import * as emailCampaignContracts from './campaigns/email-campaigns';
import * as tips from './payments/tips';
import * as earningsChart from './payments/earnings-chart';
import * as payoutSettings from './payouts/payout-settings';
import * as withdrawals from './payouts/withdrawals';
import * as withdrawalPinReset from './payouts/withdrawal-pin-reset';
import * as stepUp from './payouts/step-up';
import * as bulkUploadContracts from './bulk-upload/bulk-upload';
import * as creatorTierContracts from './tiers/creator-tiers';
import * as creatorVerificationContracts from './tiers/creator-verification';
import * as premiumCreatorStatsContracts from './tiers/premium-creator-stats';
import * as storefrontContracts from './storefronts/storefronts';
import * as modelCollectionContracts from './storefronts/model-collections';
import * as referralContracts from './referrals/referrals';
import * as sponsoredPlacementContracts from './sponsored/sponsored-placements';
import * as adServingContracts from './sponsored/ad-serving';
import * as sponsoredReviewContracts from './sponsored/sponsored-review';
import * as socialCommerceContracts from './creator-commerce/social-commerce-analytics';
import * as adNetworkContracts from './sponsored/ad-network';
import * as houseAdContracts from './sponsored/house-ads';
import * as remixContracts from './remixes/remixes';
import * as makeContracts from './makes/makes';
import type { Contract } from './define-contract';

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'name' in value && 'access' in value && 'input' in value;
}

/** Every callable the API offers. The server implements each one; the OpenAPI document lists them. */
export const allContracts: readonly Contract[] = [otp, profile, accountSecurity, admin, auditLog, site, models, featureModelContracts, slicerLinkContracts, problemEdgesContracts, discovery, searchCreatorsContracts, likesAndBookmarks, modelActivity, comments, follows, communityProfiles, reviews, collections, collaboration, notificationPreferences, notificationsContracts, tips, earningsChart, payoutSettings, withdrawalPinReset, stepUp, withdrawals, reports, moderation, userStatus, ipRuleContracts, alertContracts, revenueContracts, analyticsContracts, cleanupContracts, emailCampaignContracts, bulkUploadContracts, creatorTierContracts, creatorVerificationContracts, premiumCreatorStatsContracts, storefrontContracts, modelCollectionContracts, referralContracts, sponsoredPlacementContracts, adServingContracts, sponsoredReviewContracts, adNetworkContracts, houseAdContracts, socialCommerceContracts, remixContracts, makeContracts].flatMap((module) =>
  Object.values(module).filter(isContract),
);
