import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { TIPS_CSV_PATH, TipsCsvQuery } from '../../shared/contracts/payments/earnings-chart';
import { firstDayOf, indiaDay, indiaDayStart } from '../money';
import { tipsCsvLines } from '../payments';
import type { Services } from '../services';
import { readSessionUser } from '../auth';

/**
 * GET /api/earnings/tips.csv (issue 15 item 1): the signed-in member's own tips received or sent,
 * in one book and period, as a CSV file. A GET with the session cookie, so the browser's download
 * carries it without script; it changes nothing, so it needs no Origin check. Streamed a batch at a
 * time: 100,000 tips never sit in memory together.
 */
export function registerEarningsCsvRoute(app: FastifyInstance, services: Services): void {
  app.get(TIPS_CSV_PATH, async (request, reply) => {
    const user = await readSessionUser(services.auth, services.db, request);
    if (!user) throw new AppError('unauthenticated', 'User not authenticated');
    // A ZodError becomes a 400 naming the field ("book: must be 'live' or 'test'").
    const query = TipsCsvQuery.parse(request.query ?? {});
    const today = indiaDay(new Date());
    const first = firstDayOf(query.timeRange, today);
    const lines = tipsCsvLines(services.db, user, { userId: user.id, type: query.type, book: query.book, since: first ? indiaDayStart(first) : null });
    // The byte-order mark makes Excel read the file as UTF-8 (₹ in the header, names in any script).
    const body = Readable.from((async function* () {
      yield '\uFEFF';
      yield* lines;
    })());
    body.on('error', (err) => request.log.error({ err }, 'the tips CSV stopped part way'));
    const name = `meshmandi-tips-${query.type}-${query.book}-${query.timeRange}-${today}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
