/**
 * The moderation domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { actOnReport } from './act-on-report';
export { applyUserStatus } from './apply-user-status';
export { CANNOT_RECEIVE_TIPS, approvalRefusedFor, cannotWithdraw, lockedReceiverStatus, mayReceiveMoney, receiverStatus } from './money-receivers';
export { toReportItems } from './report-items';
export { sendAccountStatusEmail } from './send-account-status-email';
export { setModelVisibility } from './set-model-visibility';
export { MODERATION_EVENTS } from './events';
