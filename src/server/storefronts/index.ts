/**
 * The storefronts domain's door (decision 078): what other server folders may use of it. Its own
 * files import each other directly; every other folder imports only from here (decision 069).
 */
export { storefrontsCallables } from './callables';
export { bannerUrls } from './banner-url';
export { openStorefrontPath } from './open-storefront-path';
export { readStorefrontView } from './read-storefront-view';
export { refuseBelowStorefrontTier } from './storefront-access';
export { storefrontOwnerByUrl } from './claim-custom-url';
