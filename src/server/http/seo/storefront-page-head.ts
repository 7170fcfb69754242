import type { StorefrontView } from '../../../shared/contracts/storefronts/storefronts';
import { storefrontPath } from '../../../shared/storefront-path';
import { absoluteUrl, modelPageUrl, profilePageUrl } from './absolute-url';
import { SITE_NAME, type PageHead, type PageImage } from './page-head';
import { summariseText } from './summarise-text';

function describe(storefront: StorefrontView): string {
  const own = summariseText(storefront.description);
  if (own) return own;
  const count = storefront.stats.publicModels === 1 ? 'one 3D model' : `${storefront.stats.publicModels} 3D models`;
  return `${storefront.creator.displayName}’s storefront on ${SITE_NAME}: ${count} to download and print.`;
}

/**
 * The head of an active storefront, from the answer its page was given (no second read): its
 * name, what it says of itself, its banner (or the creator's picture) for link previews, and
 * schema.org's `CollectionPage` about the creator with the featured models as an `ItemList`.
 */
export function storefrontPageHead(publicUrl: string, storefront: StorefrontView): PageHead {
  const url = `${publicUrl}${storefrontPath(storefront)}`;
  const description = describe(storefront);
  const image: PageImage | undefined = storefront.branding.bannerUrl
    ? { url: absoluteUrl(publicUrl, storefront.branding.bannerUrl), width: 1500, height: 500, type: 'image/webp', alt: `${storefront.name} banner` }
    : storefront.creator.photoURL
      ? { url: absoluteUrl(publicUrl, storefront.creator.photoURL), alt: `${storefront.creator.displayName}’s profile picture`, small: true }
      : undefined;
  return {
    documentTitle: `${storefront.name} · ${SITE_NAME}`,
    title: storefront.name,
    description,
    canonicalUrl: url,
    type: 'website',
    ...(image ? { image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': url,
      url,
      name: storefront.name,
      description: storefront.description.trim() || description,
      ...(image ? { image: image.url } : {}),
      author: {
        '@type': 'Person',
        name: storefront.creator.displayName,
        identifier: storefront.creatorId,
        url: profilePageUrl(publicUrl, storefront.creatorId),
        ...(storefront.socialLinks.length > 0 ? { sameAs: storefront.socialLinks.map((link) => link.url) } : {}),
      },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: storefront.featuredModels.length,
        itemListElement: storefront.featuredModels.map((model, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: modelPageUrl(publicUrl, model),
          name: model.title,
        })),
      },
    },
  };
}
