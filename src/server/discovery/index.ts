/**
 * The discovery domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { discoveryCallables } from './callables';
export { HOME_FEED_STALE } from './home-feed-cache';
export { refreshTrending } from './refresh-trending';
export { DISCOVERY_CONSUMERS } from './event-consumers';
