import type { Db } from '../../db/database';
import type { Visitor } from '../media/identify-visitor';
import type { Tx } from '../../db/database';
import { takeIpAllowance, type CountKind } from './take-ip-allowance';

export interface CountOnce<T> {
  kind: CountKind;
  modelId: string;
  visitor: Pick<Visitor, 'ipKey'>;
  /** The per-IP ceiling for visitors who are not signed in (COUNTS_PER_IP_PER_DAY). */
  ceiling: number;
  /** Writes the visitor's mark; answers false when the visitor was already counted. */
  mark: (tx: Tx) => Promise<boolean>;
  /** Moves the counters, once mark and ceiling have agreed. */
  count: (tx: Tx) => Promise<T>;
}

/** Thrown inside the transaction so that a mark the ceiling refuses is undone with it. */
class NotCounted extends Error {}

/**
 * Decision 020: one transaction marks the visitor, takes the IP's allowance when they are not
 * signed in, and moves the counters, or does none of it. Answers count's result, or null when
 * this was not counted (already counted, or the IP had its fill today).
 */
export async function countOnce<T>(db: Db, job: CountOnce<T>): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await job.mark(tx))) throw new NotCounted();
      const { ipKey } = job.visitor;
      if (ipKey && !(await takeIpAllowance(tx, { kind: job.kind, modelId: job.modelId, ipKey, ceiling: job.ceiling }))) {
        throw new NotCounted();
      }
      return job.count(tx);
    });
  } catch (error) {
    if (error instanceof NotCounted) return null;
    throw error;
  }
}
