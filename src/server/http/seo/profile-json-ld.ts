import { profilePageUrl } from './absolute-url';
import type { PageImage } from './page-head';
import type { ProfileHeadRow } from './profile-page-head';

/** schema.org's `ProfilePage` about a `Person`: the creator, their followers and how many models they share. */
export function profileJsonLd(
  publicUrl: string,
  row: ProfileHeadRow,
  shown: { name: string; description: string; image: PageImage | undefined },
): object {
  const url = profilePageUrl(publicUrl, row.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    dateCreated: row.createdAt.toISOString(),
    mainEntity: {
      '@type': 'Person',
      name: shown.name,
      ...(row.username ? { alternateName: row.username } : {}),
      identifier: row.id,
      url,
      description: row.bio?.trim() || shown.description,
      ...(shown.image ? { image: shown.image.url } : {}),
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/FollowAction',
        userInteractionCount: row.followersCount,
      },
      agentInteractionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: row.publicModels,
      },
    },
  };
}
