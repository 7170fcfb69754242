import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { isAdminUser } from '../../shared/constants/roles';
import { REVENUE_CSV_PATH, RevenueCsvQuery, type RevenueFigures } from '../../shared/contracts/money/revenue';
import { readRevenueReport } from '../money';
import type { Services } from '../services';
import { describeZodError } from '../../shared/describe-zod-error';
import { readSessionUser } from '../auth';
import { paiseAsDecimalText } from '../../shared/money/paise';
import { csvCell } from './withdrawals-csv-route';

const COLUMNS: [keyof RevenueFigures, string][] = [
  ['feesFromTips', 'fees from tips (₹)'],
  ['feesFromWithdrawals', 'fees from withdrawals (₹)'],
  ['platformTips', 'platform tips (₹)'],
  ['refunds', 'refunds (₹)'],
  ['expenses', 'expenses (₹)'],
  ['adRevenue', 'ad revenue (₹)'],
  ['netRevenue', 'net revenue (₹)'],
  ['payouts', 'paid to creators (₹)'],
];

/** GET /api/admin/revenue.csv (issue 16 item 9): /admin/revenue's table for a spreadsheet, admins only. */
export function registerRevenueCsvRoute(app: FastifyInstance, services: Services): void {
  app.get(REVENUE_CSV_PATH, async (request, reply) => {
    const user = await readSessionUser(services.auth, services.db, request);
    if (!user) throw new AppError('unauthenticated', 'User not authenticated');
    if (!isAdminUser(user)) throw new AppError('permission-denied', 'Admin access required');
    const parsed = RevenueCsvQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw new AppError('invalid-argument', describeZodError(parsed.error));
    const { book, timeRange } = parsed.data;
    const report = await readRevenueReport(services.db, { book, timeRange });
    // Figures are plain numbers (never formulas), so they go unquoted, negatives included.
    const rupees = paiseAsDecimalText;
    const row = (label: string, figures: RevenueFigures) => [csvCell(label), ...COLUMNS.map(([key]) => rupees(figures[key]))].join(',');
    const lines = [[csvCell(`${report.bucket} from`), ...COLUMNS.map(([, name]) => csvCell(name))].join(','), ...report.series.map((point) => row(point.start, point)), row('total', report.total)];
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="meshmandi-revenue-${book}-${timeRange}-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });
}
