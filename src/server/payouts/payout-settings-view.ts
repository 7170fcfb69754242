import { desc, eq } from 'drizzle-orm';
import type { PayoutDestination, PayoutSettingsView } from '../../shared/contracts/payouts/payout-settings';
import type { Db, Tx } from '../db/database';
import { payoutDestinations, payoutSettings } from '../db/schema';
import { creatorTierOf } from '../tiers';
import { destinationView } from './destination-view';

type SettingsRow = typeof payoutSettings.$inferSelect;

/**
 * The caller's payout_settings row, made if missing and locked for the rest of the transaction.
 * Every change to a person's payout settings or destinations takes it first, so a default chosen
 * while that destination is being removed, or the same account added twice at once, happen one
 * after the other.
 */
export async function lockPayoutSettings(tx: Tx, userId: string): Promise<SettingsRow> {
  await tx.insert(payoutSettings).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)).for('update');
  return row!;
}

export function kycComplete(row: Pick<SettingsRow, 'legalName' | 'panHash'> | undefined): boolean {
  return Boolean(row?.legalName && row.panHash);
}

/**
 * What another member's destination shows an admin: its kind, bank and checks, never who holds it
 * or any digit of it (issue 15: account details are readable by their owner only).
 */
function adminDestinationView(destination: PayoutDestination): PayoutDestination {
  return {
    ...destination,
    label: destination.method === 'upi' ? 'UPI id' : `${destination.bankName ?? 'Bank'} account`,
    upiId: null,
    holderName: null,
    accountLast4: null,
    ifsc: null,
    verifiedName: null,
  };
}

/** The settings as getPayoutSettings answers them; people who never set anything get the defaults. */
export async function readPayoutSettings(db: Db | Tx, userId: string, audience: 'owner' | 'admin' = 'owner'): Promise<PayoutSettingsView> {
  const [[settings], rows, tier] = await Promise.all([
    db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)),
    db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId)).orderBy(desc(payoutDestinations.createdAt), desc(payoutDestinations.id)),
    creatorTierOf(db, userId),
  ]);
  const defaultId = settings?.defaultDestinationId ?? null;
  const destinations = rows.map((row) => destinationView(row, defaultId));
  const byDefault = destinations.find((d) => d.id === defaultId) ?? null;
  const lockedUntil = settings?.pinLockedUntil && settings.pinLockedUntil > new Date() ? settings.pinLockedUntil.toISOString() : null;
  const owner = audience === 'owner';
  return {
    schedule: settings?.schedule ?? 'instant',
    // A default whose destination is gone is no default.
    defaultDestinationId: byDefault?.id ?? null,
    defaultMethod: byDefault?.method ?? null,
    pinSet: Boolean(settings?.pinHash),
    pinLockedUntil: lockedUntil,
    kyc: {
      legalName: owner ? (settings?.legalName ?? null) : null,
      panMasked: owner ? (settings?.panMasked ?? null) : null,
      complete: kycComplete(settings),
    },
    destinations: owner ? destinations : destinations.map(adminDestinationView),
    withdrawalFeeBps: tier.benefits.withdrawalFeeBps,
  };
}
