import { describe, expect, it } from 'vitest';
import type { CampaignItem } from '../../../shared/contracts/campaigns/email-campaigns';
import { confirmSendText, countsText, parseInactiveDays, pollInterval, progressPercent, rateText, segmentOptionText, segmentText } from './campaigns-view';

const counts = (c: Partial<CampaignItem['counts']>): Pick<CampaignItem, 'counts'> => ({ counts: { total: 0, pending: 0, delivered: 0, failed: 0, skipped: 0, ...c } });

describe('the campaigns view', () => {
  it('shows progress and counts', () => {
    expect(progressPercent({ status: 'sending', progress: 0.996 })).toBe(99);
    expect(progressPercent({ status: 'sent', progress: 0.5 })).toBe(100);
    expect(progressPercent({ status: 'draft', progress: 0 })).toBe(0);
    expect(countsText(counts({ total: 1200, delivered: 1000, failed: 2, pending: 198 }))).toBe('1,000 delivered · 2 failed · 198 waiting of 1,200 people');
    expect(countsText(counts({ total: 1, delivered: 1 }))).toBe('1 delivered of 1 person');
    expect(countsText(counts({ total: 3, skipped: 3 }))).toBe('0 delivered · 3 skipped of 3 people');
  });

  it('names segments and asks before sending', () => {
    expect(segmentText({ segment: null, segmentDays: null })).toBeNull();
    expect(segmentText({ segment: 'inactive', segmentDays: 60 })).toBe('To members inactive for 60 days');
    const inactive = { segment: 'inactive' as const, label: 'Inactive members', size: 12, days: 60 };
    expect(segmentOptionText(inactive)).toBe('No sign-in for 60 days · 12 people');
    expect(segmentOptionText({ segment: 'all', label: 'Everyone', size: 1, days: null })).toBe('Everyone · 1 person');
    expect(confirmSendText('Monsoon prints', inactive)).toBe('Send “Monsoon prints” to 12 people (no sign-in for 60 days)? Each is e-mailed once, at the configured rate; it cannot be unsent.');
  });

  it('polls only while sending, and reads the inactive days', () => {
    expect(pollInterval([{ status: 'sent' }, { status: 'sending' }])).toBe(3000);
    expect(pollInterval([{ status: 'draft' }])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
    expect(parseInactiveDays(' 30 ')).toBe(30);
    for (const bad of ['0', '181', '1.5', '', 'x', '-3']) expect(parseInactiveDays(bad), bad).toBeNull();
    expect(rateText(60)).toBe('E-mails go out at 60 a minute, so 3,600 take about an hour.');
  });
});
