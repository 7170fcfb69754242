import { and, eq, gte, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../shared/app-error';
import { MAX_WITHDRAWAL_PAISE, MIN_WITHDRAWAL_PAISE } from '../../shared/constants/payout-rules';
import { WITHDRAWAL_DOWNLOADS_REQUIRED } from '../../shared/constants/tip-rules';
import { payoutDestinations, payoutSettings, users, withdrawalRequests } from '../db/schema';
import { accountBalance, creatorEarnings } from '../money';
import { createWithdrawal, type WithdrawalDeps } from './create-withdrawal';

/** India has one time zone and no summer time: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The day it is in India at `now`: its date ('2026-11-30'), weekday (Monday is 1) and day of the month. */
export function indianDay(now: Date): { date: string; weekday: number; dayOfMonth: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { date: ist.toISOString().slice(0, 10), weekday: ist.getUTCDay(), dayOfMonth: ist.getUTCDate() };
}

export interface ScheduledRun {
  date: string;
  /** Withdrawals made by this run. */
  created: number;
  /** Creators due today whom a rule kept from one (the balance under ₹100, KYC, the destination gone…). */
  skipped: number;
}

/**
 * Issue 15: the withdrawals creators chose to have made for them, weekly (Mondays) or monthly (the
 * 1st), on India's calendar: the whole available balance (up to the ₹2,00,000 a request may take)
 * to their default destination, through the same implementation and checks as a request of their
 * own, save the PIN. Keyed 'scheduled:{date}' per creator, so the task may run any number of times
 * a day, on any number of nodes, and each creator gets one; a run on another day does nothing.
 */
export async function createScheduledWithdrawals(deps: WithdrawalDeps, now: Date, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<ScheduledRun> {
  const day = indianDay(now);
  const schedules = [...(day.weekday === 1 ? ['weekly' as const] : []), ...(day.dayOfMonth === 1 ? ['monthly' as const] : [])];
  const run: ScheduledRun = { date: day.date, created: 0, skipped: 0 };
  if (schedules.length === 0) return run;
  const requestKey = `scheduled:${day.date}`;
  const due = await deps.db
    .select({ userId: payoutSettings.userId, schedule: payoutSettings.schedule, destinationId: payoutSettings.defaultDestinationId, method: payoutDestinations.method })
    .from(payoutSettings)
    .innerJoin(users, eq(users.id, payoutSettings.userId))
    .innerJoin(payoutDestinations, and(eq(payoutDestinations.id, payoutSettings.defaultDestinationId), eq(payoutDestinations.userId, payoutSettings.userId)))
    .where(
      and(
        inArray(payoutSettings.schedule, schedules),
        isNotNull(payoutSettings.defaultDestinationId),
        gte(users.totalDownloads, WITHDRAWAL_DOWNLOADS_REQUIRED),
        // Made already by an earlier run today: later tips wait for the next period.
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(withdrawalRequests)
            .where(and(eq(withdrawalRequests.userId, payoutSettings.userId), eq(withdrawalRequests.requestKey, requestKey))),
        ),
      ),
    )
    .orderBy(payoutSettings.userId);

  let unexpected: unknown;
  for (const creator of due) {
    const available = await accountBalance(deps.db, creatorEarnings('live', creator.userId));
    const amount = Math.min(available, MAX_WITHDRAWAL_PAISE);
    if (amount < MIN_WITHDRAWAL_PAISE) {
      run.skipped += 1;
      continue;
    }
    try {
      const made = await createWithdrawal(deps, {
        userId: creator.userId,
        amount,
        method: creator.method,
        methodField: 'paymentMethod',
        destinationId: creator.destinationId!,
        schedule: creator.schedule,
        requestKey,
        pin: 'scheduled',
      });
      if (made.created) run.created += 1;
    } catch (error) {
      // A rule of the request's own (KYC above the threshold, a request of theirs spending the
      // balance meanwhile) keeps this one creator's withdrawal back, not everyone else's.
      if (error instanceof AppError && error.status < 500) {
        run.skipped += 1;
        log.info({ userId: creator.userId, date: day.date, reason: error.message }, 'a scheduled withdrawal was not made');
      } else {
        // Something broke (the database): the others still get theirs, and the run fails at the end
        // so the log says so; the next run today makes the ones left (their keys are still free).
        unexpected ??= error;
        log.error({ err: error, userId: creator.userId, date: day.date }, 'a scheduled withdrawal failed');
      }
    }
  }
  if (run.created > 0 || run.skipped > 0) log.info(run, 'scheduled withdrawals');
  if (unexpected !== undefined) throw unexpected;
  return run;
}
