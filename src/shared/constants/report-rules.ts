/** ORIGINAL-FACTS "Comments, reports": the reasons offered, the types they file under, and the limits. */
export const REPORT_REASONS = ['inappropriate', 'copyright', 'spam', 'harassment', 'underage', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TYPES = ['ip_infringement', 'inappropriate', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ReportPriority = (typeof REPORT_PRIORITIES)[number];

/** SPEC §4: a report starts pending and ends resolved or dismissed. */
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TARGET_KINDS = ['model', 'comment', 'make', 'profile', 'other'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORTER_EMAIL_MIN = 5;
export const REPORTER_EMAIL_MAX = 200;
export const REPORT_DETAILS_MIN = 10;
export const REPORT_DETAILS_MAX = 4000;
export const REPORT_URL_MAX = 2000;

export const REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: 'Inappropriate content',
  copyright: 'Copyright infringement (DMCA)',
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  underage: 'Involves a minor',
  misleading: 'Misleading or fake',
  other: 'Something else',
};

export const TYPE_LABELS: Record<ReportType, string> = {
  ip_infringement: 'Intellectual property infringement',
  inappropriate: 'Inappropriate content',
  other: 'Other',
};

/** Copyright is the one IP claim; abuse of people or decency is "inappropriate"; the rest (spam, misleading, other) is "other". */
export function reportTypeOf(reason: ReportReason): ReportType {
  if (reason === 'copyright') return 'ip_infringement';
  if (reason === 'inappropriate' || reason === 'harassment' || reason === 'underage') return 'inappropriate';
  return 'other';
}

/**
 * Decision 040's priority rule: anything involving a minor is high (possible harm to a child comes
 * first, and Indian law (POCSO) expects it taken down fast); copyright notices and harassment are
 * medium (a DMCA notice has a response clock, harassment a person on the other end); the rest low.
 */
export function reportPriorityOf(reason: ReportReason): ReportPriority {
  if (reason === 'underage') return 'high';
  if (reason === 'copyright' || reason === 'harassment') return 'medium';
  return 'low';
}

/** Leading zero bits sha256(challenge + nonce) must have: about 65 000 tries, well under a second in a browser. */
export const REPORT_PROOF_BITS = 16;
export const REPORT_CHALLENGE_MINUTES = 10;
