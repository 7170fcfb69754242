import { and, count, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import {
  MICRO_PAYOUT_DESTINATION_DAYS,
  MICRO_PAYOUTS_PER_ACCOUNT,
  MICRO_PAYOUTS_PER_DAY,
  MICRO_PAYOUTS_PER_DESTINATION,
  MIN_WITHDRAWAL_PAISE,
} from '../../shared/constants/payout-rules';
import { WITHDRAWAL_DOWNLOADS_REQUIRED } from '../../shared/constants/tip-rules';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import { microPayoutChecks, users, type payoutDestinations } from '../db/schema';
import { accountBalance, creatorEarnings } from '../money';
import { newId } from '../db/new-id';

type DestinationRow = typeof payoutDestinations.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * Decision 047: a ₹1 check is the platform's money, worth spending only on someone who could be
 * paid: the downloads a withdrawal needs and at least the smallest withdrawal available in the
 * live book. Anyone else has nothing to check a destination for yet.
 */
async function assertCouldWithdraw(tx: Tx, userId: string): Promise<void> {
  const [person] = await tx.select({ totalDownloads: users.totalDownloads }).from(users).where(eq(users.id, userId));
  if (!person || person.totalDownloads < WITHDRAWAL_DOWNLOADS_REQUIRED) {
    throw new AppError('permission-denied', `destinationId: ₹1 checks are for accounts that can withdraw, which needs ${WITHDRAWAL_DOWNLOADS_REQUIRED.toLocaleString('en-IN')} downloads of your models`);
  }
  const available = await accountBalance(tx, creatorEarnings('live', userId));
  if (available < MIN_WITHDRAWAL_PAISE) {
    throw new AppError('permission-denied', `destinationId: ₹1 checks are for accounts that can withdraw, which needs at least ${formatRupees(MIN_WITHDRAWAL_PAISE)} of earnings available`);
  }
}

/**
 * Records one ₹1 check of `destination`, or refuses it over a limit. The caller holds the owner's
 * payout_settings lock in `tx`, which orders the person's own checks; the destination's
 * fingerprint is locked here, which orders checks of one UPI id or account from every account on
 * every node. Both counts are read under those locks, so checks at once cannot pass a limit together.
 */
export async function recordMicroPayoutCheck(tx: Tx, destination: DestinationRow, now = new Date()): Promise<void> {
  await assertCouldWithdraw(tx, destination.userId);
  const mine = eq(microPayoutChecks.userId, destination.userId);
  const [[today], [ever]] = await Promise.all([
    tx.select({ n: count() }).from(microPayoutChecks).where(and(mine, gt(microPayoutChecks.createdAt, new Date(now.getTime() - DAY_MS)))),
    tx.select({ n: count() }).from(microPayoutChecks).where(mine),
  ]);
  if ((ever?.n ?? 0) >= MICRO_PAYOUTS_PER_ACCOUNT) {
    throw new AppError('resource-exhausted', `destinationId: an account can have ${MICRO_PAYOUTS_PER_ACCOUNT} ₹1 checks, and yours has had them all; withdrawals still work without one`);
  }
  if ((today?.n ?? 0) >= MICRO_PAYOUTS_PER_DAY) {
    throw new AppError('resource-exhausted', `destinationId: at most ${MICRO_PAYOUTS_PER_DAY} ₹1 checks a day; try again tomorrow`);
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`micro-payout:${destination.fingerprint}`}))`);
  const [same] = await tx
    .select({ n: count() })
    .from(microPayoutChecks)
    .where(and(eq(microPayoutChecks.fingerprint, destination.fingerprint), gt(microPayoutChecks.createdAt, new Date(now.getTime() - MICRO_PAYOUT_DESTINATION_DAYS * DAY_MS))));
  if ((same?.n ?? 0) >= MICRO_PAYOUTS_PER_DESTINATION) {
    throw new AppError(
      'resource-exhausted',
      `destinationId: ${destination.method === 'upi' ? 'this UPI id' : 'this bank account'} was already checked ${MICRO_PAYOUTS_PER_DESTINATION} times in the last ${MICRO_PAYOUT_DESTINATION_DAYS} days`,
    );
  }
  await tx.insert(microPayoutChecks).values({ id: newId(), userId: destination.userId, destinationId: destination.id, fingerprint: destination.fingerprint, createdAt: now });
}
