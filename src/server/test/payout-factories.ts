import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEW_DESTINATION_HOLD_HOURS } from '../../shared/constants/payout-rules';
import type { PayoutDestination } from '../../shared/contracts/payouts/payout-settings';
import type { StepUpPurpose } from '../../shared/contracts/payouts/step-up';
import { payoutDestinations, payoutSettings, users } from '../db/schema';
import { newId } from '../db/new-id';
import { destinationFingerprintText } from '../payouts/destination-view';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

type DestinationRow = typeof payoutDestinations.$inferSelect;

/** Added long enough ago to be paid (decision 047 holds a new destination for 24 hours). */
const payableAddedAt = () => new Date(Date.now() - (NEW_DESTINATION_HOLD_HOURS + 1) * 3_600_000);

/** Moves a destination's added time back past the 24-hour hold, as if it had been added a day ago. */
export async function ageDestination(t: TestApp, destinationId: string): Promise<void> {
  await t.services.db.update(payoutDestinations).set({ createdAt: payableAddedAt() }).where(eq(payoutDestinations.id, destinationId));
}

/** Asks requestStepUpCode for `purpose` and answers the code from the e-mail it sent (for an account without a PIN). */
export async function askStepUpCode(t: TestApp, who: TestUser, purpose: StepUpPurpose): Promise<string> {
  const answer = await who.client.call('requestStepUpCode', { purpose });
  if (answer.status !== 200) throw new Error(`requestStepUpCode failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  return t.lastOtp(who.email);
}

/** The step-up an action needs: the PIN when the test set one, else a fresh e-mailed code for `purpose`. */
export async function stepUp(t: TestApp, who: TestUser, purpose: StepUpPurpose, pin?: string): Promise<{ pin: string } | { code: string }> {
  return pin ? { pin } : { code: await askStepUpCode(t, who, purpose) };
}

/**
 * A UPI id written straight to the table with the fingerprint verifyUpiVpa would give it, for tests
 * that need somewhere to pay without the UPI check. `makeDefault` (the default) makes it the
 * person's default destination, as the first one added would be. It is added a day ago, past the
 * hold on new destinations, unless `fresh`.
 */
export async function addUpiDestination(
  t: TestApp,
  who: TestUser,
  upiId = `maker${newId().slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}@okaxis`,
  options: { makeDefault?: boolean; verification?: 'format' | 'provider'; verifiedName?: string; fresh?: boolean } = {},
): Promise<DestinationRow> {
  const vpa = upiId.trim().toLowerCase();
  const [row] = await t.services.db
    .insert(payoutDestinations)
    .values({
      id: newId(),
      userId: who.user.id,
      method: 'upi',
      upiId: vpa,
      fingerprint: t.services.payoutKeys.fingerprint(destinationFingerprintText({ method: 'upi', upiId: vpa })),
      verification: options.verification ?? 'format',
      verifiedName: options.verifiedName ?? null,
      ...(options.fresh ? {} : { createdAt: payableAddedAt() }),
    })
    .returning();
  if (options.makeDefault ?? true) await setDefaultDestination(t, who.user.id, row!.id);
  return row!;
}

/**
 * A bank account added through addPayoutBankAccount, as its owner would (the first one becomes the
 * default), with their PIN when `pin` is given, else an e-mailed code; then aged past the 24-hour
 * hold unless `fresh`.
 */
export async function addBankDestination(
  t: TestApp,
  who: TestUser,
  account: { holderName?: string; accountNumber?: string; ifsc?: string } = {},
  options: { pin?: string; fresh?: boolean } = {},
): Promise<PayoutDestination> {
  const answer = await who.client.call<{ destination: PayoutDestination }>('addPayoutBankAccount', {
    holderName: account.holderName ?? 'Asha Rao',
    accountNumber: account.accountNumber ?? `5010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    ifsc: account.ifsc ?? 'HDFC0001234',
    ...(await stepUp(t, who, 'add-payout-destination', options.pin)),
  });
  if (answer.status !== 200) throw new Error(`addPayoutBankAccount failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  if (options.fresh) return answer.result!.destination;
  await ageDestination(t, answer.result!.destination.id);
  const [row] = await t.services.db.select().from(payoutDestinations).where(eq(payoutDestinations.id, answer.result!.destination.id));
  return { ...answer.result!.destination, createdAt: row!.createdAt.toISOString(), usableFrom: new Date(row!.createdAt.getTime() + NEW_DESTINATION_HOLD_HOURS * 3_600_000).toISOString() };
}

/** Makes a destination the person's default straight in the table. */
export async function setDefaultDestination(t: TestApp, userId: string, destinationId: string | null): Promise<void> {
  await t.services.db
    .insert(payoutSettings)
    .values({ userId, defaultDestinationId: destinationId })
    .onConflictDoUpdate({ target: payoutSettings.userId, set: { defaultDestinationId: destinationId } });
}

/** Sets a withdrawal PIN through setWithdrawalPin: with the current one when changing it, the first one with an e-mailed code. */
export async function setPin(t: TestApp, who: TestUser, pin: string, currentPin?: string): Promise<void> {
  const proof = currentPin ? { currentPin } : { code: await askStepUpCode(t, who, 'set-withdrawal-pin') };
  const answer = await who.client.call('setWithdrawalPin', { pin, ...proof });
  if (answer.status !== 200) throw new Error(`setWithdrawalPin failed: ${answer.status} ${JSON.stringify(answer.error)}`);
}

/** KYC-lite through updateKycLite. Each PAN may be on one account only: pass a different one per person. */
export async function completeKyc(who: TestUser, pan: string, legalName = 'Asha Rao'): Promise<void> {
  const answer = await who.client.call('updateKycLite', { legalName, pan });
  if (answer.status !== 200) throw new Error(`updateKycLite failed: ${answer.status} ${JSON.stringify(answer.error)}`);
}

/** A random PAN of the right format (for completeKyc): one in 10^11, so never one another test used. */
export function testPan(): string {
  const letter = () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(26)];
  return `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;
}

/** Sets a member's downloads so they meet (or miss) the 1,000 a withdrawal needs. */
export async function setTotalDownloads(t: TestApp, userId: string, totalDownloads: number): Promise<void> {
  await t.services.db.update(users).set({ totalDownloads }).where(eq(users.id, userId));
}

/** "Forgot PIN?" through requestWithdrawalPinReset; answers the code from the e-mail it sent. */
export async function askPinResetCode(t: TestApp, who: TestUser): Promise<string> {
  const answer = await who.client.call('requestWithdrawalPinReset');
  if (answer.status !== 200) throw new Error(`requestWithdrawalPinReset failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  return t.lastOtp(who.email);
}
