import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { reconcileLedger } from './reconcile-ledger';

/** The hourly ledger-reconcile task: a sound ledger is noted; anything else is an error for the people on call. */
export async function reconcileLedgerAndReport(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<void> {
  const report = await reconcileLedger(db);
  if (report.balanced) log.info({ entries: report.entries, transactions: report.transactions, ms: report.milliseconds }, 'ledger reconciled: every book sums to zero');
  else log.error({ report }, 'LEDGER DOES NOT RECONCILE');
}
