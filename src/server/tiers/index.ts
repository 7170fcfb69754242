/**
 * The creator tiers domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { tiersCallables } from './callables';
export { creatorTierOf } from './creator-tier-of';
export { TIERS_CONSUMERS } from './event-consumers';
export { TIERS_EVENTS } from './events';
export { checkMonthlyUploads, monthlyUploadAllowance, takeMonthlyUpload } from './monthly-upload-allowance';
export { markTierAnniversaries } from './mark-tier-anniversaries';
export { markTierNoticesServed } from './mark-tier-notices-served';
export { markTierReviewDue } from './mark-tier-review-due';
export { markTierReviewsForEvents } from './mark-tier-reviews-for-events';
export { reviewCreatorTiers } from './review-creator-tiers';
