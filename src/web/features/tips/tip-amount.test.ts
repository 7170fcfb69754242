import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../shared/money/format-rupees';
import { splitTip } from '../../../shared/tip-split';
import { TIER_BENEFITS } from '../../../shared/constants/creator-tiers';
import { rupeesToPaise as toPaise } from '../../../shared/money/paise';
import { acceptsCustomText, amountError, amountOfCustomText, canSend, confirmLabel, tipSummary } from './tip-amount';

const BASIC = TIER_BENEFITS.basic.tipShareBps;

describe('the custom amount field (SPEC §5: digits with one optional decimal point)', () => {
  it.each(['', '5', '250', '250.', '250.5', '250.55', '.5', '0', '100000'])('takes %j', (text) => expect(acceptsCustomText(text)).toBe(true));
  it.each(['a', '25a', '1.2.3', '250.555', '-5', '+5', '1e3', ' 5', '5 ', '1,000', '₹50', '１２'])('refuses %j', (text) => expect(acceptsCustomText(text)).toBe(false));
  it('refuses more than twelve characters, past which only precision would be lost', () => {
    expect(acceptsCustomText('123456789012')).toBe(true);
    expect(acceptsCustomText('1234567890123')).toBe(false);
  });
  it('reads empty or a lone point as no amount', () => {
    expect(amountOfCustomText('')).toBe(0);
    expect(amountOfCustomText('.')).toBe(0);
    expect(amountOfCustomText('250.')).toBe(250);
    expect(amountOfCustomText('.5')).toBe(0.5);
    expect(amountOfCustomText('10.25')).toBe(10.25);
  });
});

describe('amount rules (SPEC §5, §8, §9)', () => {
  it('gives rupees as whole paise without float drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(10.01)).toBe(1001);
    expect(toPaise(12_345.67)).toBe(1_234_567);
  });
  it('says the minimum and the maximum word for word', () => {
    expect(amountError(0)).toBe('Minimum tip amount is ₹10');
    expect(amountError(9.99)).toBe('Minimum tip amount is ₹10');
    expect(amountError(Number.NaN)).toBe('Minimum tip amount is ₹10');
    expect(amountError(10)).toBeNull();
    expect(amountError(100_000)).toBeNull();
    expect(amountError(100_000.01)).toBe('Maximum tip amount is ₹100000');
  });
  it('disables Send under ₹10 and while processing, but not above the maximum (pressing it says why)', () => {
    expect(canSend(9.99, false)).toBe(false);
    expect(canSend(10, false)).toBe(true);
    expect(canSend(250, true)).toBe(false);
    expect(canSend(200_000, false)).toBe(true);
  });
  it("labels Send as SPEC §2 says: rounded rupees, 'Test Tip', 'Processing...'", () => {
    expect(confirmLabel(250, false, false)).toBe('Send ₹250');
    expect(confirmLabel(10.5, false, false)).toBe('Send ₹11');
    expect(confirmLabel(10.49, false, false)).toBe('Send ₹10');
    expect(confirmLabel(1000, false, false)).toBe('Send ₹1,000');
    expect(confirmLabel(100000, false, false)).toBe('Send ₹1,00,000');
    expect(confirmLabel(250, true, false)).toBe('Test Tip');
    expect(confirmLabel(250, true, true)).toBe('Processing...');
    expect(confirmLabel(250, false, true)).toBe('Processing...');
  });
});

describe('the summary', () => {
  it('shows ₹250 as a fee of ₹37.50 and a share of ₹212.50', () => {
    const summary = tipSummary(250, false, BASIC);
    expect(summary).toEqual({ amount: 25_000, platformFee: 3_750, recipientShare: 21_250 });
    expect([summary.amount, summary.platformFee, summary.recipientShare].map((paise) => formatRupees(paise, { paise: 'always' }))).toEqual(['₹250.00', '₹37.50', '₹212.50']);
  });
  it('rounds the fee half up in paise, exactly as the ledger splits it, and loses no paisa', () => {
    // 15 % of ₹10.10 is 151.5 paise: 152 to the platform, 858 to the creator.
    expect(tipSummary(10.1, false, BASIC)).toEqual({ amount: 1010, platformFee: 152, recipientShare: 858 });
    for (const rupees of [10, 10.01, 10.03, 33.33, 99.99, 250, 1234.56, 100_000]) {
      const summary = tipSummary(rupees, false, BASIC);
      const split = splitTip(toPaise(rupees), BASIC);
      expect(summary).toEqual({ amount: toPaise(rupees), platformFee: split.platformFee, recipientShare: split.creatorShare });
      expect(summary.platformFee + summary.recipientShare).toBe(summary.amount);
    }
  });
  it("splits by the creator's tier: ₹250 to a Pro Creator is ₹225.00 and a fee of ₹25.00", () => {
    expect(tipSummary(250, false, TIER_BENEFITS.pro.tipShareBps)).toEqual({ amount: 25_000, platformFee: 2_500, recipientShare: 22_500 });
    expect(tipSummary(250, false, TIER_BENEFITS.elite.tipShareBps)).toEqual({ amount: 25_000, platformFee: 1_250, recipientShare: 23_750 });
  });
  it('takes no fee from a tip to the platform itself', () => {
    expect(tipSummary(100, true, BASIC)).toEqual({ amount: 10_000, platformFee: 0, recipientShare: 10_000 });
  });
  it('is all zeros with no amount yet, rather than an error', () => {
    expect(tipSummary(0, false, BASIC)).toEqual({ amount: 0, platformFee: 0, recipientShare: 0 });
    expect(tipSummary(Number.NaN, false, BASIC)).toEqual({ amount: 0, platformFee: 0, recipientShare: 0 });
  });
});
