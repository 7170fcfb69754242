import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { countIpDays } from '../../db/schema';

export type CountKind = 'view' | 'download' | 'share';

export interface IpAllowance {
  kind: CountKind;
  modelId: string;
  ipKey: string;
  ceiling: number;
}

/**
 * Takes one of the IP address's counts of this kind for this model today, if any is left. One
 * upsert decides: the row is locked by the first of two requests at once, so the ceiling holds
 * across requests and nodes alike.
 */
export async function takeIpAllowance(tx: Tx, allowance: IpAllowance): Promise<boolean> {
  const taken = await tx
    .insert(countIpDays)
    .values({
      kind: allowance.kind,
      modelId: allowance.modelId,
      ipKey: allowance.ipKey,
      day: sql`(now() at time zone 'UTC')::date`,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [countIpDays.kind, countIpDays.modelId, countIpDays.ipKey, countIpDays.day],
      set: { count: sql`${countIpDays.count} + 1` },
      setWhere: sql`${countIpDays.count} < ${allowance.ceiling}`,
    })
    .returning({ count: countIpDays.count });
  return taken.length > 0;
}
