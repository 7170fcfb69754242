import { and, eq, sql } from 'drizzle-orm';
import type { StorefrontCollectionType } from '../../../shared/constants/storefront-rules';
import type { CollectionSummary } from '../../../shared/contracts/community/collections';
import { collectionModels, collections, models } from '../../db/schema';
import type { Viewer } from '../../policies';
import { listedInCollectionsTo } from './listed-in-collections';

/**
 * What a collection shows to `viewer`: its columns, the number of its models the viewer may see,
 * and the cover, the thumbnail of the first of those in the collection's order. Counted from the
 * rows rather than the stored model_count, so a model that went private to the viewer is neither
 * shown nor counted (its existence would leak through the number). A cover its creator chose
 * (createModelCollection) comes first while the viewer may see that model.
 */
export function collectionSummaryColumns(viewer: Viewer) {
  const visibleInCollection = and(eq(collectionModels.collectionId, collections.id), listedInCollectionsTo(viewer));
  return {
    id: collections.id,
    userId: collections.userId,
    name: collections.name,
    description: collections.description,
    visibility: collections.visibility,
    type: collections.storefrontType,
    tags: collections.tags,
    createdAt: collections.createdAt,
    updatedAt: collections.updatedAt,
    modelCount: sql<number>`(select count(*)::int from ${collectionModels} inner join ${models} on ${models.id} = ${collectionModels.modelId} where ${visibleInCollection})`,
    cover: sql<string | null>`(select ${models.thumbnail} from ${collectionModels} inner join ${models} on ${models.id} = ${collectionModels.modelId} where ${visibleInCollection} order by ${collectionModels.modelId} = ${collections.coverModelId} is not true, ${collectionModels.position}, ${collectionModels.modelId} limit 1)`,
  };
}

export interface CollectionSummaryRow {
  id: string;
  name: string;
  description: string;
  visibility: 'public' | 'private';
  type: string | null;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  modelCount: number;
  cover: string | null;
}

export function toCollectionSummary(row: CollectionSummaryRow): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    type: row.type as StorefrontCollectionType | null,
    tags: row.tags,
    modelCount: Number(row.modelCount),
    cover: row.cover,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
