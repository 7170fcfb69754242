import { INACTIVE_DAYS_MAX, type CampaignItem, type CampaignSegment, type SegmentSize } from '../../../shared/contracts/campaigns/email-campaigns';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignItem['status'], string> = { draft: 'Draft', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' };

const number = (n: number) => n.toLocaleString('en-IN');
const people = (n: number) => `${number(n)} ${n === 1 ? 'person' : 'people'}`;

/** Whole per cent done, for the progress bar; a sent campaign is 100 even if rounding says 99. */
export function progressPercent(campaign: Pick<CampaignItem, 'status' | 'progress'>): number {
  if (campaign.status === 'sent') return 100;
  return Math.min(100, Math.max(0, Math.floor(campaign.progress * 100)));
}

/** "12 delivered · 1 failed · 3 waiting · 2 skipped", leaving out what is nought (but always delivered). */
export function countsText({ counts }: Pick<CampaignItem, 'counts'>): string {
  const parts = [`${number(counts.delivered)} delivered`];
  if (counts.failed) parts.push(`${number(counts.failed)} failed`);
  if (counts.pending) parts.push(`${number(counts.pending)} waiting`);
  if (counts.skipped) parts.push(`${number(counts.skipped)} skipped`);
  return `${parts.join(' · ')} of ${people(counts.total)}`;
}

/** Who a sent campaign went to, in words. */
export function segmentText(campaign: Pick<CampaignItem, 'segment' | 'segmentDays'>): string | null {
  if (campaign.segment === 'all') return 'To everyone';
  if (campaign.segment === 'creators') return 'To creators';
  if (campaign.segment === 'tier') return 'To creators on a higher tier';
  if (campaign.segment === 'inactive') return `To members inactive for ${campaign.segmentDays ?? '?'} days`;
  return null;
}

/** A segment's choice as the form lists it, with its size now. */
export function segmentOptionText(segment: SegmentSize): string {
  const label = segment.segment === 'inactive' ? `No sign-in for ${segment.days} days` : segment.label;
  return `${label} · ${people(segment.size)}`;
}

/** The question the Send button asks before anything goes out. */
export function confirmSendText(subject: string, segment: SegmentSize): string {
  return `Send “${subject}” to ${people(segment.size)} (${segmentOptionText(segment).split(' · ')[0]!.toLowerCase()})? Each is e-mailed once, at the configured rate; it cannot be unsent.`;
}

/** Reread every few seconds while a campaign is going out, else not at all. */
export function pollInterval(campaigns: Pick<CampaignItem, 'status'>[] | undefined): number | false {
  return campaigns?.some((c) => c.status === 'sending') ? 3_000 : false;
}

/** The inactive days as typed: a whole number in range, else null (the form says what is allowed). */
export function parseInactiveDays(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= 1 && days <= INACTIVE_DAYS_MAX ? days : null;
}

export function rateText(perMinute: number): string {
  return `E-mails go out at ${number(perMinute)} a minute, so ${number(perMinute * 60)} take about an hour.`;
}

export const SEGMENT_ORDER: CampaignSegment[] = ['all', 'creators', 'tier', 'inactive'];
