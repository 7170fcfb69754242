import { and, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { licenceRefusal } from '../../shared/constants/remix-rules';
import type { Tx } from '../db/database';
import { models } from '../db/schema';
import { modelsVisibleTo, type Viewer } from '../policies';

export const NOT_ITSELF = 'a model cannot remix itself';
export const notFoundSource = (id: string) => `no model you can see has the id ${id}`;
export const listedTwice = (id: string) => `the model ${id} is listed twice`;
export const cycleRefusal = (title: string) => `"${title}" is already a remix of this model, so this model cannot remix it`;

export interface CheckedSource {
  id: string;
  userId: string;
}

/**
 * Every reason a list of sources is refused, before anything is written: the model itself, a
 * repeat, a model the remix's owner may not see (private, hidden or gone, told alike so a private
 * model's existence is not revealed), a licence that forbids derivatives (unless the source is the
 * owner's own: a licence binds others, not its rights holder), and a source that already descends
 * from this model (the link would close a cycle). The first refusal found is the answer.
 */
export async function checkRemixSources(tx: Tx, owner: NonNullable<Viewer>, remixId: string, sourceIds: readonly string[]): Promise<CheckedSource[]> {
  const seen = new Set<string>();
  for (const id of sourceIds) {
    if (id === remixId) throw new AppError('invalid-argument', NOT_ITSELF);
    if (seen.has(id)) throw new AppError('invalid-argument', listedTwice(id));
    seen.add(id);
  }
  if (sourceIds.length === 0) return [];
  const rows = await tx
    .select({ id: models.id, userId: models.userId, title: models.title, licence: models.licence })
    .from(models)
    .where(and(inArray(models.id, [...sourceIds]), modelsVisibleTo(owner)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sources = sourceIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('not-found', notFoundSource(id));
    return row;
  });
  for (const source of sources) {
    const refusal = source.userId === owner.id ? null : licenceRefusal(source);
    if (refusal) throw new AppError('permission-denied', refusal);
  }
  const descendant = await findDescendantAmong(tx, remixId, sourceIds);
  if (descendant) throw new AppError('invalid-argument', cycleRefusal(byId.get(descendant)!.title));
  return sources.map(({ id, userId }) => ({ id, userId }));
}

/** The first of `ids` that remixes `modelId`, however many generations down, or null. */
async function findDescendantAmong(tx: Tx, modelId: string, ids: readonly string[]): Promise<string | null> {
  // `union` (not `union all`) keeps each model once, so the walk ends even on a graph it did not expect.
  const result = await tx.execute(sql`
    with recursive below(id) as (
      select remix_id from model_remixes where source_id = ${modelId}
      union
      select r.remix_id from model_remixes r join below on r.source_id = below.id
    )
    select id from below where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) limit 1`);
  const [row] = result.rows as { id: string }[];
  return row?.id ?? null;
}
