import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { raiseAlert } from '../alerts';
import { reconcileLedger } from './reconcile-ledger';
import { recordReconciliationStatus } from './ledger-reconciliation-status';

/** The hourly ledger-reconcile task: its verdict is kept for /metrics (decision 087); a sound ledger is noted; anything else is an error for the people on call and a critical alert for the admins. */
export async function reconcileLedgerAndReport(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<void> {
  const report = await reconcileLedger(db);
  // Every node's /metrics reports it, not only the node that happened to run the task.
  await recordReconciliationStatus(db, report.balanced);
  if (report.balanced) log.info({ entries: report.entries, transactions: report.transactions, ms: report.milliseconds }, 'ledger reconciled: every book sums to zero');
  else {
    log.error({ report }, 'LEDGER DOES NOT RECONCILE');
    await raiseAlert(db, {
      kind: 'ledger_mismatch',
      severity: 'critical',
      title: 'The ledger does not reconcile',
      message: `Unbalanced transactions: ${report.unbalancedTransactions.length}; accounts whose balance differs from their entries: ${report.mismatchedAccounts.length}; withdrawal holds that differ: ${report.mismatchedHolds.length}; running totals that differ: ${report.mismatchedTotals.length + report.mismatchedTipTotals.length}. Run npm run ledger:reconcile for the details.`,
      dedupeKey: 'ledger-mismatch',
    });
  }
}
