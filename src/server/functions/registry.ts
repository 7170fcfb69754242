import type { Implementation } from './implement';
import { completeAdminSetupFunction, getSetupStatusFunction } from './accounts/admin-setup';
import { checkAdminStatusFunction } from './accounts/check-admin-status';
import { deleteUserFunction } from './accounts/delete-user';
import { generateOTPFunction } from './accounts/generate-otp';
import { getMyAccountFunction } from './accounts/get-my-account';
import { getSessionFunction } from './accounts/get-session';
import { endSessionFunction } from './accounts/end-session';
import { listMySessionsFunction } from './accounts/list-my-sessions';
import { listRecentSignInsFunction } from './accounts/list-recent-sign-ins';
import { getUserProfileFunction } from './accounts/get-user-profile';
import { listUsersFunction } from './accounts/list-users';
import { listAuditLogFunction } from './accounts/list-audit-log';
import { resendOTPFunction } from './accounts/resend-otp';
import { setUserAsAdminFunction } from './accounts/set-user-as-admin';
import { updateProfileFunction } from './accounts/update-profile';
import { updateUserRoleFunction } from './accounts/update-user-role';
import { verifyOTPFunction } from './accounts/verify-otp';
import { followUserFunction } from './community/follows/follow-user';
import { getFollowStatusFunction } from './community/follows/get-follow-status';
import { listFollowedModelsFunction } from './community/follows/list-followed-models';
import { listFollowersFunction } from './community/follows/list-followers';
import { listFollowingFunction } from './community/follows/list-following';
import { unfollowUserFunction } from './community/follows/unfollow-user';
import { listModelActivityFunction } from './community/list-model-activity';
import { createCollectionFunction } from './community/collections/create-collection';
import { updateCollectionFunction } from './community/collections/update-collection';
import { deleteCollectionFunction } from './community/collections/delete-collection';
import { addModelToCollectionFunction } from './community/collections/add-model-to-collection';
import { removeModelFromCollectionFunction } from './community/collections/remove-model-from-collection';
import { reorderCollectionFunction } from './community/collections/reorder-collection';
import { getCollectionFunction } from './community/collections/get-collection';
import { listUserCollectionsFunction } from './community/collections/list-user-collections';
import { listMyCollectionsFunction } from './community/collections/list-my-collections';
import { requestCollaborationFunction } from './community/collaboration/request-collaboration';
import { answerCollaborationRequestFunction } from './community/collaboration/answer-collaboration-request';
import { withdrawCollaborationRequestFunction } from './community/collaboration/withdraw-collaboration-request';
import { getCollaborationRequestFunction } from './community/collaboration/get-collaboration-request';
import { listCollaborationRequestsFunction } from './community/collaboration/list-collaboration-requests';
import { addCommentFunction } from './community/comments/add-comment';
import { deleteCommentFunction } from './community/comments/delete-comment';
import { editCommentFunction } from './community/comments/edit-comment';
import { listCommentRepliesFunction } from './community/comments/list-comment-replies';
import { listCommentsFunction } from './community/comments/list-comments';
import { toggleCommentLikeFunction } from './community/comments/toggle-comment-like';
import { listLikedAmongFunction } from './community/list-liked-among';
import { listSavedModelsFunction } from './community/list-saved-models';
import { getUserStatsFunction } from './community/profiles/get-user-stats';
import { listAchievementsFunction } from './community/profiles/list-achievements';
import { listUserLikesFunction } from './community/profiles/list-user-likes';
import { deleteReviewFunction } from './community/reviews/delete-review';
import { listReviewsFunction } from './community/reviews/list-reviews';
import { submitReviewFunction } from './community/reviews/submit-review';
import { toggleBookmarkFunction } from './community/toggle-bookmark';
import { toggleLikeFunction } from './community/toggle-like';
import { getHomeFeedFunction } from './discovery/get-home-feed';
import { searchModelsFunction } from './discovery/search-models';
import { searchCreatorsFunction } from './discovery/search-creators';
import { createModelFunction } from './models/create-model';
import { deleteModelFunction } from './models/delete-model';
import { featureModelFunction } from './models/feature-model';
import { getModelFunction } from './models/get-model';
import { getRelatedModelsFunction } from './models/get-related-models';
import { listMyModelsFunction } from './models/list-my-models';
import { recordModelViewFunction } from './models/record-model-view';
import { recordShareFunction } from './models/record-share';
import { updateModelFunction } from './models/update-model';
import { deleteNotificationFunction } from './notifications/delete-notification';
import { getUnreadNotificationCountFunction } from './notifications/get-unread-notification-count';
import { listNotificationsFunction } from './notifications/list-notifications';
import { markAllNotificationsReadFunction } from './notifications/mark-all-notifications-read';
import { markNotificationReadFunction } from './notifications/mark-notification-read';
import { getNotificationPreferencesFunction } from './notifications/get-notification-preferences';
import { updateNotificationPreferencesFunction } from './notifications/update-notification-preferences';
import { getSiteInfoFunction } from './site/get-site-info';
import { getReportChallengeFunction } from './reports/get-report-challenge';
import { submitReportFunction } from './reports/submit-report';
import { listReportsFunction } from './reports/list-reports';
import { getModerationStatsFunction } from './reports/get-moderation-stats';
import { processReportFunction } from './reports/process-report';
import { listHiddenModelsFunction } from './reports/list-hidden-models';
import { restoreHiddenModelFunction } from './reports/restore-hidden-model';
import { setUserStatusFunction } from './accounts/set-user-status';
import { blockIPFunction } from './security/block-ip';
import { whitelistIPFunction } from './security/whitelist-ip';
import { removeIpRuleFunction } from './security/remove-ip-rule';
import { getSecurityDataFunction } from './security/get-security-data';
import { getAlertsFunction } from './alerts/get-alerts';
import { createAlertFunction } from './alerts/create-alert';
import { updateAlertStatusFunction } from './alerts/update-alert-status';
import { getRevenueReportFunction } from './revenue/get-revenue-report';
import { getAnalyticsDataFunction } from './analytics/get-analytics-data';
import { trackUserActivityFunction } from './analytics/track-user-activity';
import { getEmailManagementFunction } from './campaigns/get-email-management';
import { saveEmailCampaignFunction } from './campaigns/save-email-campaign';
import { previewEmailCampaignFunction } from './campaigns/preview-email-campaign';
import { sendEmailCampaignFunction } from './campaigns/send-email-campaign';
import { cancelEmailCampaignFunction } from './campaigns/cancel-email-campaign';
import { previewCleanupFunction } from './accounts/preview-cleanup';
import { runCleanupFunction } from './accounts/run-cleanup';
import { createBulkUploadBatchFunction } from './bulk-upload/create-bulk-upload-batch';
import { attachBulkUploadFileFunction } from './bulk-upload/attach-bulk-upload-file';
import { publishBulkUploadBatchFunction } from './bulk-upload/publish-bulk-upload-batch';
import { getBulkUploadBatchFunction } from './bulk-upload/get-bulk-upload-batch';
import { listBulkUploadBatchesFunction } from './bulk-upload/list-bulk-upload-batches';
import { reportClientErrorFunction } from './site/report-client-error';
import { createRazorpayOrderFunction } from './tips/create-razorpay-order';
import { verifyRazorpayPaymentFunction } from './tips/verify-razorpay-payment';
import { completeTestCheckoutFunction } from './tips/complete-test-checkout';
import { getTipHistoryFunction } from './tips/get-tip-history';
import { sendTipFunction } from './tips/send-tip';
import { getCreatorEarningsFunction } from './tips/get-creator-earnings';
import { processWithdrawalFunction } from './payouts/process-withdrawal';
import { listWithdrawalQueueFunction } from './payouts/list-withdrawal-queue';
import { revealWithdrawalAccountFunction } from './payouts/reveal-withdrawal-account';
import { verifyUpiVpaFunction } from './payouts/verify-upi-vpa';
import { initiateMicroPayoutFunction } from './payouts/initiate-micro-payout';
import { getPayoutSettingsFunction } from './payouts/get-payout-settings';
import { updatePayoutSettingsFunction } from './payouts/update-payout-settings';
import { addPayoutBankAccountFunction } from './payouts/add-payout-bank-account';
import { removePayoutDestinationFunction } from './payouts/remove-payout-destination';
import { updateKycLiteFunction } from './payouts/update-kyc-lite';
import { getUserDownloadsAndVerificationFunction } from './payouts/get-user-downloads-and-verification';
import { setWithdrawalPinFunction } from './payouts/set-withdrawal-pin';
import { requestWithdrawalPinResetFunction } from './payouts/request-withdrawal-pin-reset';
import { resetWithdrawalPinFunction } from './payouts/reset-withdrawal-pin';
import { requestStepUpCodeFunction } from './payouts/request-step-up-code';
import { createWithdrawalRequestFunction } from './payouts/create-withdrawal-request';
import { createWithdrawRequestFunction } from './payouts/create-withdraw-request';
import { getWithdrawalHistoryFunction } from './payouts/get-withdrawal-history';
import { getEarningsChartFunction } from './tips/get-earnings-chart';

/** Every callable the server answers, by contract name. */
export const implementations: ReadonlyMap<string, Implementation> = new Map(
  [
    generateOTPFunction,
    resendOTPFunction,
    verifyOTPFunction,
    getUserProfileFunction,
    getMyAccountFunction,
    getSessionFunction,
    listRecentSignInsFunction,
    listMySessionsFunction,
    endSessionFunction,
    updateProfileFunction,
    checkAdminStatusFunction,
    updateUserRoleFunction,
    setUserAsAdminFunction,
    deleteUserFunction,
    listUsersFunction,
    listAuditLogFunction,
    getSetupStatusFunction,
    completeAdminSetupFunction,
    getSiteInfoFunction,
    reportClientErrorFunction,
    getReportChallengeFunction,
    submitReportFunction,
    listReportsFunction,
    getModerationStatsFunction,
    processReportFunction,
    listHiddenModelsFunction,
    restoreHiddenModelFunction,
    setUserStatusFunction,
    blockIPFunction,
    whitelistIPFunction,
    removeIpRuleFunction,
    getSecurityDataFunction,
    getAlertsFunction,
    createAlertFunction,
    updateAlertStatusFunction,
    getRevenueReportFunction,
    getAnalyticsDataFunction,
    trackUserActivityFunction,
    getEmailManagementFunction,
    saveEmailCampaignFunction,
    previewEmailCampaignFunction,
    sendEmailCampaignFunction,
    cancelEmailCampaignFunction,
    previewCleanupFunction,
    runCleanupFunction,
    createBulkUploadBatchFunction,
    attachBulkUploadFileFunction,
    publishBulkUploadBatchFunction,
    getBulkUploadBatchFunction,
    listBulkUploadBatchesFunction,
    createModelFunction,
    getModelFunction,
    updateModelFunction,
    deleteModelFunction,
    featureModelFunction,
    recordModelViewFunction,
    recordShareFunction,
    getRelatedModelsFunction,
    listMyModelsFunction,
    searchModelsFunction,
    searchCreatorsFunction,
    getHomeFeedFunction,
    toggleLikeFunction,
    toggleBookmarkFunction,
    listSavedModelsFunction,
    listCommentsFunction,
    listCommentRepliesFunction,
    addCommentFunction,
    editCommentFunction,
    deleteCommentFunction,
    toggleCommentLikeFunction,
    listModelActivityFunction,
    listLikedAmongFunction,
    followUserFunction,
    unfollowUserFunction,
    getFollowStatusFunction,
    listFollowersFunction,
    listFollowingFunction,
    listFollowedModelsFunction,
    getUserStatsFunction,
    listUserLikesFunction,
    listAchievementsFunction,
    submitReviewFunction,
    deleteReviewFunction,
    listReviewsFunction,
    createCollectionFunction,
    updateCollectionFunction,
    deleteCollectionFunction,
    addModelToCollectionFunction,
    removeModelFromCollectionFunction,
    reorderCollectionFunction,
    getCollectionFunction,
    listUserCollectionsFunction,
    listMyCollectionsFunction,
    createRazorpayOrderFunction,
    verifyRazorpayPaymentFunction,
    completeTestCheckoutFunction,
    getTipHistoryFunction,
    sendTipFunction,
    getCreatorEarningsFunction,
    processWithdrawalFunction,
    listWithdrawalQueueFunction,
    revealWithdrawalAccountFunction,
    verifyUpiVpaFunction,
    initiateMicroPayoutFunction,
    getPayoutSettingsFunction,
    updatePayoutSettingsFunction,
    addPayoutBankAccountFunction,
    removePayoutDestinationFunction,
    updateKycLiteFunction,
    getUserDownloadsAndVerificationFunction,
    setWithdrawalPinFunction,
    requestWithdrawalPinResetFunction,
    resetWithdrawalPinFunction,
    requestStepUpCodeFunction,
    createWithdrawalRequestFunction,
    createWithdrawRequestFunction,
    getWithdrawalHistoryFunction,
    getEarningsChartFunction,
    requestCollaborationFunction,
    answerCollaborationRequestFunction,
    withdrawCollaborationRequestFunction,
    getCollaborationRequestFunction,
    listCollaborationRequestsFunction,
    listNotificationsFunction,
    markNotificationReadFunction,
    markAllNotificationsReadFunction,
    deleteNotificationFunction,
    getUnreadNotificationCountFunction,
    getNotificationPreferencesFunction,
    updateNotificationPreferencesFunction,
  ].map((implementation) => [implementation.contract.name, implementation]),
);
