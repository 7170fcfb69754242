import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteSettings } from '../db/schema';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { raiseAlert } from './raise-alert';

const WATERMARK = 'alerts.failed-jobs.checked-until';

/**
 * The periodic failed-job watch (issue 16 item 6): jobs that failed for good (pg-boss's 'failed',
 * after every retry) since the last look, one alert per queue. The watermark lives in the database
 * and is moved under a row lock, so two runs never count one failure twice.
 *
 * It looks only at failures older than `settleMs`, by the database's clock: a failure is stamped
 * before its transaction commits, so one stamped just before a run's cut-off could commit after the
 * run has read, and a watermark moved past it would lose it for good. A minute covers any job's
 * commit. The watermark only moves forward, so a run with a shorter settle (a test's) is not undone.
 */
export async function watchFailedJobs(db: Db, settleMs = 60_000): Promise<number> {
  return db.transaction(async (tx) => {
    // Kept as the database's text, to the microsecond: a cut-off rounded to the millisecond would
    // leave a failure of that same millisecond for the next run.
    const [clock] = (await tx.execute<{ cutoff: string }>(sql`select (now() - make_interval(secs => ${settleMs / 1000}))::text as cutoff`)).rows;
    const cutoff = clock!.cutoff;
    await tx.insert(siteSettings).values({ key: WATERMARK, value: cutoff }).onConflictDoNothing();
    const [mark] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, WATERMARK)).for('update');
    const since = typeof mark?.value === 'string' ? mark.value : cutoff;
    const [order] = (await tx.execute<{ behind: boolean }>(sql`select ${since}::timestamptz < ${cutoff}::timestamptz as behind`)).rows;
    if (!order?.behind) return 0;
    const failed = await tx.execute<{ name: string; n: string | number; last: string | Date; output: unknown }>(sql`
      select name, count(*) as n, max(completed_on) as last, (array_agg(output order by completed_on desc))[1] as output
      from ${sql.raw(`${JOB_SCHEMA}.job`)}
      where state = 'failed' and completed_on > ${since}::timestamptz and completed_on <= ${cutoff}::timestamptz
      group by name
    `);
    for (const row of failed.rows) {
      const output = row.output as { message?: unknown } | null;
      const why = typeof output?.message === 'string' ? ` The last error: ${output.message.slice(0, 300)}` : '';
      await raiseAlert(tx, {
        kind: 'job_failed',
        severity: 'warning',
        title: `Background job ${row.name} failed`,
        message: `${Number(row.n)} run(s) of ${row.name} failed after every retry.${why}`,
        dedupeKey: `job-failed:${row.name}`,
      });
    }
    await tx.update(siteSettings).set({ value: cutoff, updatedAt: new Date() }).where(eq(siteSettings.key, WATERMARK));
    return failed.rows.length;
  });
}
