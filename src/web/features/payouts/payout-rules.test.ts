import { describe, expect, it } from 'vitest';
import { withdrawalSplit } from '../../../shared/constants/payout-rules';
import { TIER_BENEFITS } from '../../../shared/constants/creator-tiers';
import {
  bankProblems,
  kycProblems,
  needsKyc,
  normaliseUpiId,
  parseRupees,
  destinationHoldText,
  pinLockText,
  pinProblems,
  pinResetProblems,
  withdrawalAmountProblem,
  withdrawalPreview,
  withdrawBlocker,
} from './payout-rules';

const BASIC_FEE = TIER_BENEFITS.basic.withdrawalFeeBps;

describe('parseRupees', () => {
  it('reads whole rupees, paise, grouping commas and a leading ₹ into paise', () => {
    expect(parseRupees('500')).toBe(50_000);
    expect(parseRupees(' 499.5 ')).toBe(49_950);
    expect(parseRupees('499.05')).toBe(49_905);
    expect(parseRupees('1,00,000')).toBe(10_000_000);
    expect(parseRupees('₹ 2,000.00')).toBe(200_000);
    expect(parseRupees('100.')).toBe(10_000);
  });

  it('refuses what is not an amount rather than guessing one', () => {
    for (const text of ['', 'abc', '12.345', '-100', '1e3', '10..5', '.5', '5 00', '0x10']) expect(parseRupees(text), text).toBeNull();
  });
});

describe('withdrawalAmountProblem', () => {
  const available = 60_000;
  it('holds ₹100 to ₹2,00,000 and the available balance', () => {
    expect(withdrawalAmountProblem(null, available)).toMatch(/Type the amount/);
    expect(withdrawalAmountProblem(9_999, available)).toBe('The minimum withdrawal is ₹100.');
    expect(withdrawalAmountProblem(10_000, available)).toBeNull();
    expect(withdrawalAmountProblem(60_000, available)).toBeNull();
    expect(withdrawalAmountProblem(60_001, available)).toBe('You have ₹600.00 available to withdraw.');
    expect(withdrawalAmountProblem(20_000_001, 30_000_000)).toBe('The maximum withdrawal is ₹2,00,000.');
    expect(withdrawalAmountProblem(20_000_000, 30_000_000)).toBeNull();
  });

  it('never shows a negative balance after refunds', () => {
    expect(withdrawalAmountProblem(10_000, -500)).toBe('You have ₹0.00 available to withdraw.');
  });
});

describe('withdrawalPreview', () => {
  it("says the tier's fee and what is paid, as the server splits it", () => {
    expect(withdrawalPreview(50_000, TIER_BENEFITS.pro.withdrawalFeeBps).text).toBe('Fee ₹5.00 · You receive ₹495.00');
    expect(withdrawalPreview(50_000, BASIC_FEE).text).toBe('Fee ₹10.00 · You receive ₹490.00');
    expect(withdrawalPreview(20_000_000, BASIC_FEE).text).toBe('Fee ₹4,000.00 · You receive ₹1,96,000.00');
  });

  it('matches withdrawalSplit to the paisa, half a paisa rounding up', () => {
    for (const amount of [10_000, 10_025, 10_075, 12_345, 49_999, 50_000, 99_999, 1_000_001, 20_000_000]) {
      const preview = withdrawalPreview(amount, BASIC_FEE);
      expect({ processingFee: preview.processingFee, netAmount: preview.netAmount }).toEqual(withdrawalSplit(amount, BASIC_FEE));
      expect(preview.processingFee + preview.netAmount).toBe(amount);
    }
    expect(withdrawalPreview(10_025, BASIC_FEE).processingFee).toBe(201);
  });
});

describe('needsKyc and the amount sent', () => {
  it('asks for KYC-lite above ₹10,000 only when it is missing', () => {
    expect(needsKyc(1_000_000, false)).toBe(false);
    expect(needsKyc(1_000_001, false)).toBe(true);
    expect(needsKyc(1_000_001, true)).toBe(false);
    expect(needsKyc(null, false)).toBe(false);
  });
});

describe('pinProblems', () => {
  it('wants 4 to 6 digits typed twice alike, and the current PIN when changing', () => {
    expect(pinProblems({ pin: '1234', repeat: '1234', current: null })).toEqual({});
    expect(pinProblems({ pin: '123', repeat: '123', current: null }).pin).toBeDefined();
    expect(pinProblems({ pin: '1234567', repeat: '1234567', current: null }).pin).toBeDefined();
    expect(pinProblems({ pin: '12a4', repeat: '12a4', current: null }).pin).toBeDefined();
    expect(pinProblems({ pin: '1234', repeat: '1243', current: null })).toEqual({ repeat: 'The two PINs are not the same.' });
    expect(pinProblems({ pin: '4321', repeat: '4321', current: '' }).current).toBeDefined();
    expect(pinProblems({ pin: '4321', repeat: '4321', current: '123456' })).toEqual({});
  });
});

describe('pinResetProblems', () => {
  it('wants the 6-digit code from the e-mail and a new PIN typed twice alike', () => {
    expect(pinResetProblems({ code: '093417', pin: '2468', repeat: '2468' })).toEqual({});
    expect(pinResetProblems({ code: '', pin: '2468', repeat: '2468' })).toEqual({ code: 'The code is the 6 digits in the e-mail we sent you.' });
    for (const code of ['09341', '0934170', '09a417', ' 093417']) expect(pinResetProblems({ code, pin: '2468', repeat: '2468' }).code, code).toBeDefined();
    expect(pinResetProblems({ code: '093417', pin: '24', repeat: '24' })).toEqual({ pin: 'A PIN is 4 to 6 digits.' });
    expect(pinResetProblems({ code: '093417', pin: '2468', repeat: '2469' })).toEqual({ repeat: 'The two PINs are not the same.' });
    expect(Object.keys(pinResetProblems({ code: '1', pin: '1', repeat: '' }))).toEqual(['code', 'pin']);
  });
});

describe('normaliseUpiId', () => {
  it('keeps a UPI id as the server will (trimmed, lower case)', () => {
    expect(normaliseUpiId('  Meera.K@OkAxis ')).toEqual({ upiId: 'meera.k@okaxis' });
  });
  it('explains what a UPI id looks like', () => {
    for (const text of ['', 'meera', 'meera@', '@okaxis', 'me era@okaxis', 'meera@1bank']) expect('problem' in normaliseUpiId(text), text).toBe(true);
  });
});

describe('bankProblems', () => {
  const good = { holderName: 'Meera Krishnan', accountNumber: '5010 0123 4567 89', repeatAccountNumber: '50100123456789', ifsc: 'hdfc0001234' };
  it('accepts a good account, spaces in the number and a lower-case IFSC', () => {
    expect(bankProblems(good)).toEqual({});
  });
  it('compares the two account numbers in the browser and checks each field', () => {
    expect(bankProblems({ ...good, repeatAccountNumber: '50100123456780' })).toEqual({ repeatAccountNumber: 'The two account numbers are not the same.' });
    expect(Object.keys(bankProblems({ holderName: 'M', accountNumber: '12345678', repeatAccountNumber: '12345678', ifsc: 'HDFC1001234' })).sort()).toEqual([
      'accountNumber',
      'holderName',
      'ifsc',
    ]);
  });
});

describe('kycProblems', () => {
  it('wants a legal name of 3 characters or more and a PAN like ABCDE1234F', () => {
    expect(kycProblems({ legalName: 'Meera Krishnan', pan: 'abcde1234f' })).toEqual({});
    expect(Object.keys(kycProblems({ legalName: ' Al ', pan: 'ABCD1234F' })).sort()).toEqual(['legalName', 'pan']);
  });
});

describe('pinLockText', () => {
  it('speaks only while the lock lasts', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(pinLockText(null, now)).toBeNull();
    expect(pinLockText('2026-11-22T09:59:00Z', now)).toBeNull();
    expect(pinLockText('2026-11-22T10:30:00Z', now)).toMatch(/^Too many wrong PINs: withdrawals are locked until /);
  });
});

describe('withdrawBlocker', () => {
  const ready = { isEligible: true, downloadsRequired: 1000, availableBalance: 50_000, settings: { destinations: [{ id: 'd1' }] as never[], pinLockedUntil: null } };
  it('lets an eligible creator with a destination and ₹100 available withdraw', () => {
    expect(withdrawBlocker(ready)).toBeNull();
  });
  it('says the first thing missing', () => {
    expect(withdrawBlocker({ ...ready, isEligible: false })).toBe('Withdrawing opens at 1,000 downloads.');
    expect(withdrawBlocker({ ...ready, settings: { destinations: [], pinLockedUntil: null } })).toBe('Add a UPI id or bank account below to withdraw.');
    expect(withdrawBlocker({ ...ready, availableBalance: 9_999 })).toBe('You can withdraw once ₹100 is available.');
    expect(withdrawBlocker({ ...ready, settings: { ...ready.settings, pinLockedUntil: new Date(Date.now() + 60_000).toISOString() } })).toMatch(/locked until/);
  });
});

describe('destinationHoldText', () => {
  it('says when a new payout method can be paid, and nothing once it can', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(destinationHoldText('2026-11-23T09:00:00Z', now)).toMatch(/^New: usable from 23 Nov, .+\. A new payout method receives nothing for its first 24 hours\.$/);
    expect(destinationHoldText('2026-11-22T09:59:00Z', now)).toBeNull();
    expect(destinationHoldText('not a date', now)).toBeNull();
  });
});
