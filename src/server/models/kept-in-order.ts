import { AppError } from '../../shared/app-error';

/** The kept rows in the order asked for; an id that is not the model's, or given twice, is refused. */
export function keptInOrder<T extends { id: string; position: number }>(rows: T[], ids: string[] | undefined, field: string): T[] {
  if (ids === undefined) return [...rows].sort((a, b) => a.position - b.position);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (new Set(ids).size !== ids.length) throw new AppError('invalid-argument', `${field}: an id is listed twice`);
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('invalid-argument', `${field}: ${id} is not part of this model`);
    return row;
  });
}
