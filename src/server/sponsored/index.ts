/**
 * The sponsored placements domain's door (issue 31, decision 082): what other server folders may use
 * of it. Its own files import each other directly; every other folder imports only from here (decision 069).
 */
export { isAdNetworkOn } from './ad-network-settings';
export { sponsoredCallables } from './callables';
export { SPONSORED_EVENTS } from './events';
export { settleSponsoredPlacements } from './settle-sponsored-placements';
export { readSponsoredResults, type SponsoredResults, type SponsoredResultCampaign } from './sponsored-results';
