/**
 * The alerts domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { raiseAlertsForEvents } from './alerts-from-events';
export { alertsCallables } from './callables';
export { raiseAlert } from './raise-alert';
export { watchFailedJobs } from './watch-failed-jobs';
export { ALERTS_CONSUMERS } from './event-consumers';
