import { absoluteUrl, modelPageUrl, profilePageUrl } from './absolute-url';
import { licenceUrl } from './licence-urls';
import type { PublicModelHeadRow } from './model-page-head';
import type { PageImage } from './page-head';
import { personName } from './person-name';

const counter = (action: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${action}`,
  userInteractionCount: count,
});

/**
 * schema.org's `3DModel` (a CreativeWork) for a public model page: what search engines read
 * about the model without running the app.
 */
export function modelJsonLd(
  publicUrl: string,
  row: PublicModelHeadRow,
  shown: { description: string; image: PageImage | undefined },
): object {
  const url = modelPageUrl(publicUrl, row);
  const licence = licenceUrl(row.licence);
  const thumbnail = [...row.previews].sort((a, b) => a.order - b.order)[0]?.sizes.toSorted((a, b) => a.width - b.width)[0];
  return {
    '@context': 'https://schema.org',
    '@type': '3DModel',
    '@id': url,
    url,
    name: row.title,
    description: row.description.trim() || shown.description,
    ...(shown.image ? { image: shown.image.url } : {}),
    ...(thumbnail ? { thumbnailUrl: absoluteUrl(publicUrl, thumbnail.url) } : {}),
    author: { '@type': 'Person', name: personName(row.creator), url: profilePageUrl(publicUrl, row.creatorId) },
    dateCreated: row.createdAt.toISOString(),
    datePublished: row.createdAt.toISOString(),
    dateModified: row.updatedAt.toISOString(),
    ...(licence ? { license: licence } : {}),
    ...(row.tags.length > 0 ? { keywords: row.tags.join(', ') } : {}),
    genre: row.category,
    interactionStatistic: [counter('DownloadAction', row.downloads), counter('LikeAction', row.likes)],
  };
}
