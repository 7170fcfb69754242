import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { models, users } from '../../db/schema';
import { PUBLIC_MODELS } from '../../policies';
import { absoluteUrl, profilePageUrl } from './absolute-url';
import { SITE_NAME, type PageHead, type PageImage } from './page-head';
import { personName } from './person-name';
import { profileJsonLd } from './profile-json-ld';
import { summariseText } from './summarise-text';

async function loadProfile(db: Db, userId: string) {
  // Only what the public profile shows (accounts/callables/profile-mappers.ts): never the e-mail.
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      picture: sql<string | null>`coalesce(${users.photoURL}, ${users.avatar})`,
      bio: users.bio,
      followersCount: users.followersCount,
      createdAt: users.createdAt,
      publicModels: sql<number>`(select count(*)::int from ${models} where ${and(eq(models.userId, users.id), PUBLIC_MODELS)})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type ProfileHeadRow = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

function describe(row: ProfileHeadRow, name: string): string {
  const bio = summariseText(row.bio ?? '');
  if (bio) return bio;
  const count = row.publicModels === 1 ? 'one 3D model' : `${row.publicModels} 3D models`;
  return row.publicModels > 0 ? `${name} shares ${count} on ${SITE_NAME}.` : `${name} on ${SITE_NAME}, the community marketplace for 3D models.`;
}

/** The head of a user's public profile page; null for an unknown user, who gets the generic head. */
export async function profilePageHead(db: Db, publicUrl: string, userId: string): Promise<PageHead | null> {
  const row = await loadProfile(db, userId);
  if (!row) return null;
  const name = personName(row);
  const image: PageImage | undefined = row.picture
    ? { url: absoluteUrl(publicUrl, row.picture), alt: `${name}’s profile picture`, small: true }
    : undefined;
  const description = describe(row, name);
  return {
    documentTitle: `${name} · ${SITE_NAME}`,
    title: name,
    description,
    canonicalUrl: profilePageUrl(publicUrl, row.id),
    type: 'profile',
    ...(image ? { image } : {}),
    jsonLd: profileJsonLd(publicUrl, row, { name, description, image }),
  };
}
