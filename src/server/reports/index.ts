/**
 * The reports domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { reportsCallables } from './callables';
export { REPORTS_EVENTS } from './events';
