import { storefrontPath } from '../../../shared/storefront-path';
import type { StorefrontView } from '../../../shared/contracts/storefronts/storefronts';
import { ShareLinkButtons } from '../../components/share-link-buttons/share-link-buttons';

/** Copy the storefront's own address, or hand it to WhatsApp or X: what a shop owner shares most. */
export function StorefrontShare({ storefront }: { storefront: StorefrontView }) {
  return <ShareLinkButtons target={() => ({ url: window.location.origin + storefrontPath(storefront), title: storefront.name, image: null })} />;
}
