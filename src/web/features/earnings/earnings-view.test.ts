import { describe, expect, it } from 'vitest';
import { historyTabFrom, periodOf, rupees, timeRangeFrom, tipPartyOf } from './earnings-view';

describe('the period in the address', () => {
  it('is read as one of the four ranges, else the 30 days getCreatorEarnings defaults to', () => {
    expect(timeRangeFrom('7d')).toBe('7d');
    expect(timeRangeFrom('90d')).toBe('90d');
    expect(timeRangeFrom('all')).toBe('all');
    expect(timeRangeFrom(null)).toBe('30d');
    expect(timeRangeFrom('365d')).toBe('30d');
    expect(timeRangeFrom('')).toBe('30d');
  });

  it('is said in words beside the figures', () => {
    expect(periodOf('7d')).toBe('the last 7 days');
    expect(periodOf('all')).toBe('all time');
  });
});

describe('the history tab in the address', () => {
  it('is received unless it says sent', () => {
    expect(historyTabFrom('sent')).toBe('sent');
    expect(historyTabFrom('received')).toBe('received');
    expect(historyTabFrom('referrals')).toBe('referrals');
    expect(historyTabFrom(null)).toBe('received');
    expect(historyTabFrom('SENT')).toBe('received');
  });
});

describe('amounts', () => {
  it('read in rupees with paise, in Indian grouping', () => {
    expect(rupees(21250)).toBe('₹212.50');
    expect(rupees(0)).toBe('₹0.00');
    expect(rupees(10_000_000)).toBe('₹1,00,000.00');
    // A refund may take an earnings balance below zero.
    expect(rupees(-4250)).toBe('-₹42.50');
  });
});

describe('the other side of a tip', () => {
  const person = { uid: 'u1', displayName: 'Asha Rao', photoURL: null };

  it('is the member when there is one, on either tab', () => {
    expect(tipPartyOf({ counterparty: person, toUserId: 'me' }, 'received')).toEqual({ kind: 'member', uid: 'u1', name: 'Asha Rao', photoURL: null });
    expect(tipPartyOf({ counterparty: person, toUserId: 'u1' }, 'sent')).toEqual({ kind: 'member', uid: 'u1', name: 'Asha Rao', photoURL: null });
  });

  it('is Meshmandi for a sent tip with no recipient', () => {
    expect(tipPartyOf({ counterparty: null, toUserId: null }, 'sent')).toEqual({ kind: 'platform' });
  });

  it('is a former member when the account is gone', () => {
    expect(tipPartyOf({ counterparty: null, toUserId: 'me' }, 'received')).toEqual({ kind: 'former-member' });
    expect(tipPartyOf({ counterparty: null, toUserId: 'gone' }, 'sent')).toEqual({ kind: 'former-member' });
  });
});
