import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PayoutDestination } from '../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings, users } from '../db/schema';
import { newId } from '../models/new-id';
import { destinationFingerprintText } from '../payouts/destination-view';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

type DestinationRow = typeof payoutDestinations.$inferSelect;

/**
 * A UPI id written straight to the table with the fingerprint verifyUpiVpa would give it, for tests
 * that need somewhere to pay without the UPI check. `makeDefault` (the default) makes it the
 * person's default destination, as the first one added would be.
 */
export async function addUpiDestination(
  t: TestApp,
  who: TestUser,
  upiId = `maker${newId().slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}@okaxis`,
  options: { makeDefault?: boolean; verification?: 'format' | 'provider'; verifiedName?: string } = {},
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
    })
    .returning();
  if (options.makeDefault ?? true) await setDefaultDestination(t, who.user.id, row!.id);
  return row!;
}

/** A bank account added through addPayoutBankAccount, as its owner would (the first one becomes the default). */
export async function addBankDestination(
  t: TestApp,
  who: TestUser,
  account: { holderName?: string; accountNumber?: string; ifsc?: string } = {},
): Promise<PayoutDestination> {
  const answer = await who.client.call<{ destination: PayoutDestination }>('addPayoutBankAccount', {
    holderName: account.holderName ?? 'Asha Rao',
    accountNumber: account.accountNumber ?? `5010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    ifsc: account.ifsc ?? 'HDFC0001234',
  });
  if (answer.status !== 200) throw new Error(`addPayoutBankAccount failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  return answer.result!.destination;
}

/** Makes a destination the person's default straight in the table. */
export async function setDefaultDestination(t: TestApp, userId: string, destinationId: string | null): Promise<void> {
  await t.services.db
    .insert(payoutSettings)
    .values({ userId, defaultDestinationId: destinationId })
    .onConflictDoUpdate({ target: payoutSettings.userId, set: { defaultDestinationId: destinationId } });
}

/** Sets a withdrawal PIN through setWithdrawalPin (with the current one when changing it). */
export async function setPin(who: TestUser, pin: string, currentPin?: string): Promise<void> {
  const answer = await who.client.call('setWithdrawalPin', { pin, ...(currentPin ? { currentPin } : {}) });
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
