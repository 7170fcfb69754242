import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { STOREFRONT_THEMES, type StorefrontTheme } from '../../shared/constants/storefront-rules';
import type { StorefrontView } from '../../shared/contracts/storefronts/storefronts';
import type { Db, Tx } from '../db/database';
import { collections, models, storefrontFeaturedModels, storefronts, users } from '../db/schema';
import { collectionSummaryColumns, toCollectionSummary } from '../community';
import { cardColumns, toCreatorCard, toModelCardItem } from '../models';
import { LISTED_PUBLICLY, type Viewer } from '../policies';
import { bannerUrls } from './banner-url';
import { storefrontTierOf } from './storefront-access';

/** Storefront collections shown, newest change first; more are a click away on the creator's profile. */
const COLLECTIONS_SHOWN = 24;

/**
 * A creator's storefront as `viewer` sees it, or null when they have none. Featured models and
 * collections are read through the public-list rule at every read, so a model made private or
 * hidden is gone from the storefront the moment it changes; `active` says whether the creator's
 * tier (and account) lets anyone else see it. Five indexed reads, run together.
 */
export async function readStorefrontView(db: Db | Tx, creatorId: string, viewer: Viewer): Promise<StorefrontView | null> {
  const [[row], tier, featured, shelf, [counts]] = await Promise.all([
    db
      .select({
        storefront: storefronts,
        creator: { id: users.id, username: users.username, displayName: users.displayName, photoURL: users.photoURL, creatorVerifiedAt: users.creatorVerifiedAt },
        status: users.status,
        followers: users.followersCount,
        downloads: users.totalDownloads,
      })
      .from(storefronts)
      .innerJoin(users, eq(users.id, storefronts.userId))
      .where(eq(storefronts.userId, creatorId)),
    storefrontTierOf(db, creatorId),
    db
      .select(cardColumns)
      .from(storefrontFeaturedModels)
      .innerJoin(models, and(eq(models.id, storefrontFeaturedModels.modelId), eq(models.userId, creatorId)))
      .innerJoin(users, eq(users.id, models.userId))
      .where(and(eq(storefrontFeaturedModels.userId, creatorId), LISTED_PUBLICLY))
      .orderBy(storefrontFeaturedModels.position),
    db
      .select(collectionSummaryColumns(viewer))
      .from(collections)
      .where(and(eq(collections.userId, creatorId), isNotNull(collections.storefrontType), eq(collections.visibility, 'public')))
      .orderBy(desc(collections.updatedAt), desc(collections.id))
      .limit(COLLECTIONS_SHOWN),
    db
      .select({ publicModels: sql<number>`count(*)::int` })
      .from(models)
      .where(and(eq(models.userId, creatorId), LISTED_PUBLICLY)),
  ]);
  if (!row) return null;
  const { storefront } = row;
  return {
    creatorId,
    name: storefront.name,
    description: storefront.description,
    customUrl: storefront.customUrl,
    theme: (STOREFRONT_THEMES as readonly string[]).includes(storefront.theme) ? (storefront.theme as StorefrontTheme) : 'classic',
    branding: bannerUrls(creatorId, storefront.bannerVersion),
    socialLinks: storefront.socialLinks,
    creator: { ...toCreatorCard(row.creator), tier: tier.tier, tierLabel: tier.tierLabel },
    featuredModels: featured.map(toModelCardItem),
    // Only collections with something the viewer may see: an empty shelf says nothing.
    collections: shelf.map(toCollectionSummary).filter((collection) => collection.modelCount > 0),
    stats: { publicModels: Number(counts?.publicModels ?? 0), followers: row.followers, downloads: row.downloads },
    active: tier.canHaveStorefront && row.status === 'active',
    createdAt: storefront.createdAt.toISOString(),
    updatedAt: storefront.updatedAt.toISOString(),
  };
}
