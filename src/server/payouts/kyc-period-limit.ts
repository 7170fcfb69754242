import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { KYC_REQUIRED_ABOVE_PAISE } from '../../shared/constants/payout-rules';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import { payoutSettings, withdrawalRequests } from '../db/schema';
import { indiaDay, indiaDayStart } from '../money';
import { kycComplete } from './payout-settings-view';

/** The withdrawals that count towards the limit: asked for, approved or paid; not rejected or failed (their money came back). */
const COUNTED = ['pending', 'processing', 'completed'] as const;

/**
 * The Indian financial year `at` falls in begins on 1 April (India time): the year TDS and income
 * tax count by, so the limit resets when a creator's tax year does.
 */
export function financialYearStart(at: Date): Date {
  const day = indiaDay(at);
  const year = Number(day.slice(0, 4));
  const startYear = day.slice(5) >= '04-01' ? year : year - 1;
  return indiaDayStart(`${startYear}-04-01`);
}

function startLabel(start: Date): string {
  return `1 April ${indiaDay(start).slice(0, 4)}`;
}

/**
 * Issue 27 item 4: without KYC-lite on file, everything withdrawn in one financial year together
 * stays within KYC_REQUIRED_ABOVE_PAISE, not each request alone (createWithdrawal refuses a single
 * request above it earlier, without a lock). Runs in the creating transaction just after the new
 * request's row is inserted (a retry of a request already made never gets here, so it is answered,
 * not counted twice), under a lock per person held until commit: of two requests at once, the
 * second sums after the first has committed and sees it.
 */
export async function enforceKycPeriodLimit(tx: Tx, request: { userId: string; amount: number; createdAt: Date }): Promise<void> {
  const [kyc] = await tx.select({ legalName: payoutSettings.legalName, panHash: payoutSettings.panHash }).from(payoutSettings).where(eq(payoutSettings.userId, request.userId));
  if (kycComplete(kyc)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdrawal-kyc-period:${request.userId}`}))`);
  const start = financialYearStart(request.createdAt);
  const [sum] = await tx
    .select({ asked: sql<string>`coalesce(sum(${withdrawalRequests.amount}), 0)` })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, request.userId), inArray(withdrawalRequests.status, [...COUNTED]), gte(withdrawalRequests.createdAt, start)));
  // The sum includes the request itself.
  const before = Number(sum?.asked ?? 0) - request.amount;
  if (before + request.amount > KYC_REQUIRED_ABOVE_PAISE) {
    const left = Math.max(0, KYC_REQUIRED_ABOVE_PAISE - before);
    throw new AppError(
      'permission-denied',
      `amount: without your legal name and PAN (KYC-lite) on file, withdrawals are limited to ${formatRupees(KYC_REQUIRED_ABOVE_PAISE)} a financial year; you have asked for ${formatRupees(before)} since ${startLabel(start)}, so at most ${formatRupees(left)} more`,
    );
  }
}
