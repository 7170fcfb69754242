import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/app-error';
import { isAdminUser } from '../../shared/constants/roles';
import { recordAudit } from '../audit';
import { mayRevealAccounts, readWithdrawalQueue } from '../payouts';
import type { Services } from '../services';
import { describeZodError } from '../../shared/describe-zod-error';
import { paiseAsDecimalText } from '../../shared/money/paise';
import { readSessionUser } from '../auth';

export const WITHDRAWALS_CSV_PATH = '/api/admin/withdrawals.csv';
/** One file at most: a queue longer than this is worked through in turns (paid ones leave it). */
const MAX_ROWS = 5_000;

export const WithdrawalsCsvQuery = z.strictObject({
  status: z.enum(['pending', 'processing', 'completed', 'failed', 'rejected', 'by-hand'], { message: 'status: one of pending, processing, completed, failed, rejected, by-hand' }).default('by-hand'),
});

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such cells get a leading apostrophe. Every cell is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const HEADER = ['withdrawal id', 'asked at', 'creator', 'e-mail', 'method', 'pay to', 'amount (₹)', 'fee (₹)', 'net to pay (₹)', 'net (paise)', 'status', 'approved at', 'approved by'];

/**
 * The admins' export of the withdrawal queue (by default those to be paid by hand) for the bank's
 * bulk-payment upload or a person with a banking app. Admin session only. Account numbers are
 * masked to their last four digits except for a super admin on a site that pays by hand, the one
 * place a person needs them whole (issue 27 item 5); every export is written to the audit log,
 * saying whether it held whole numbers.
 */
export function registerWithdrawalsCsvRoute(app: FastifyInstance, services: Services): void {
  app.get(WITHDRAWALS_CSV_PATH, async (request, reply) => {
    const user = await readSessionUser(services.auth, services.db, request);
    if (!user) throw new AppError('unauthenticated', 'User not authenticated');
    if (!isAdminUser(user)) throw new AppError('permission-denied', 'Admin access required');
    const parsed = WithdrawalsCsvQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw new AppError('invalid-argument', describeZodError(parsed.error));
    const reveal = mayRevealAccounts(user, services.payouts.mode) ? 'whole' : 'masked';
    const { withdrawals } = await readWithdrawalQueue(services.db, services.payoutKeys, { status: parsed.data.status, limit: MAX_ROWS, offset: 0 }, reveal);
    await services.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: user.id,
        action: 'withdrawal.exportCsv',
        target: { type: 'withdrawal-queue', id: parsed.data.status },
        before: null,
        after: null,
        // Which accounts were shown whole, when any were.
        details: { rows: withdrawals.length, accountNumbers: reveal, ...(reveal === 'whole' ? { withdrawalIds: withdrawals.map((w) => w.id) } : {}) },
      }),
    );
    // Plain numbers for a spreadsheet: no ₹ sign, no Indian grouping.
    const rupees = paiseAsDecimalText;
    const lines = [HEADER.map(csvCell).join(',')];
    for (const w of withdrawals) {
      lines.push(
        [w.id, w.createdAt, w.user?.displayName ?? w.user?.uid ?? '', w.user?.email ?? '', w.method, w.payTo, rupees(w.amount), rupees(w.processingFee), rupees(w.netAmount), w.netAmount, w.status, w.processedAt, w.processedBy]
          .map(csvCell)
          .join(','),
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="meshmandi-withdrawals-${parsed.data.status}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });
}
