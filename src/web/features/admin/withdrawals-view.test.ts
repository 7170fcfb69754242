import { describe, expect, it } from 'vitest';
import { actionDoneText, actionsFor, queueTabFrom, reasonRule } from './withdrawals-view';

describe('the withdrawals queue', () => {
  it('reads its tab from the address, pending otherwise', () => {
    expect(queueTabFrom('by-hand')).toBe('by-hand');
    expect(queueTabFrom('failed')).toBe('failed');
    expect(queueTabFrom(null)).toBe('pending');
    expect(queueTabFrom('everything')).toBe('pending');
  });

  it('offers the actions each state allows', () => {
    expect(actionsFor({ status: 'pending', payoutMode: null })).toEqual(['approve', 'reject']);
    expect(actionsFor({ status: 'failed', payoutMode: 'built-in' })).toEqual(['retry']);
    expect(actionsFor({ status: 'processing', payoutMode: 'by-hand' })).toEqual(['mark-paid']);
    expect(actionsFor({ status: 'processing', payoutMode: 'razorpayx' })).toEqual([]);
    expect(actionsFor({ status: 'completed', payoutMode: 'built-in' })).toEqual([]);
    expect(actionsFor({ status: 'rejected', payoutMode: null })).toEqual([]);
    const hold = { reason: 'A refund of ₹1,000.00 left the balance ₹800.00 short', shortfall: 80_000, heldAt: '2026-05-01T10:00:00.000Z' };
    expect(actionsFor({ status: 'pending', payoutMode: null, hold })).toEqual(['release', 'reject']);
    const own = { uid: 'admin-1', displayName: 'Meera', username: null, email: null };
    expect(actionsFor({ status: 'pending', payoutMode: null, user: own }, 'admin-1')).toEqual([]);
    expect(actionsFor({ status: 'pending', payoutMode: null, user: own }, 'admin-2')).toEqual(['approve', 'reject']);
  });

  it('asks a reason to reject and a reference to mark paid, nothing to approve', () => {
    expect(reasonRule('reject')?.required).toBe(true);
    expect(reasonRule('mark-paid')?.label).toBe('Bank reference (UTR)');
    expect(reasonRule('approve')).toBeNull();
    expect(actionDoneText('approve', 'Meera', '₹490.00', 'Completed')).toBe('Approved: ₹490.00 for Meera. Status now Completed.');
  });
});
