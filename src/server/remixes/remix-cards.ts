import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ModelCardItem } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { modelRemixes, models, users } from '../db/schema';
import { cardColumns, toModelCardItem } from '../models';
import { modelsVisibleTo, type Viewer } from '../policies';

/** A card of a model linked to another: the card, and the id of the model at the link's other end. */
export interface LinkedCard {
  card: ModelCardItem;
  linkedTo: string;
}

/**
 * The models `modelIds` remix (direction 'sources', in their owners' order) or that remix them
 * ('remixes', newest first), as cards, only those the viewer may see: a hidden, private or deleted
 * model never shows, and so never leaves a dangling card.
 */
export async function linkedCards(db: Db, viewer: Viewer, modelIds: readonly string[], direction: 'sources' | 'remixes', limit: number): Promise<LinkedCard[]> {
  if (modelIds.length === 0) return [];
  const towards = direction === 'sources' ? modelRemixes.sourceId : modelRemixes.remixId;
  const from = direction === 'sources' ? modelRemixes.remixId : modelRemixes.sourceId;
  const rows = await db
    .select({ ...cardColumns, linkedTo: from })
    .from(modelRemixes)
    .innerJoin(models, eq(models.id, towards))
    .innerJoin(users, eq(users.id, models.userId))
    .where(and(inArray(from, [...modelIds]), modelsVisibleTo(viewer)))
    .orderBy(...(direction === 'sources' ? [asc(modelRemixes.position)] : [desc(modelRemixes.createdAt), desc(modelRemixes.remixId)]))
    .limit(limit);
  return rows.map(({ linkedTo, ...row }) => ({ card: toModelCardItem(row), linkedTo }));
}

/** How many models the viewer may see remix `modelId`. */
export async function countVisibleRemixes(db: Db, viewer: Viewer, modelId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(modelRemixes)
    .innerJoin(models, eq(models.id, modelRemixes.remixId))
    .where(and(eq(modelRemixes.sourceId, modelId), modelsVisibleTo(viewer)));
  return row?.n ?? 0;
}

/** One model's card, if the viewer may see it. */
export async function cardOf(db: Db, viewer: Viewer, modelId: string): Promise<ModelCardItem | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(and(eq(models.id, modelId), modelsVisibleTo(viewer)))
    .limit(1);
  return row ? toModelCardItem(row) : undefined;
}
