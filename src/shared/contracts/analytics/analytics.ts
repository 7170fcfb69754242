import { z } from 'zod';
import { defineContract } from '../define-contract';
import { EarningsTimeRange } from '../payments/earnings-chart';

/** What the web app may report (decision 043): things it sees happen, nothing it would have to guess. */
export const TRACKED_ACTIONS = ['page_view', 'model_view', 'search', 'download_click', 'share_click'] as const;
export type TrackedAction = (typeof TRACKED_ACTIONS)[number];
export const TRACKED_METADATA_MAX_KEYS = 8;
export const TRACKED_METADATA_MAX_CHARS = 200;

const MetadataKey = /^[a-z][A-Za-z0-9_]{0,31}$/;
const Metadata = z
  .record(z.string(), z.union([z.string().max(TRACKED_METADATA_MAX_CHARS, `a text value is at most ${TRACKED_METADATA_MAX_CHARS} characters`), z.number().finite(), z.boolean()], { message: 'values must be text, numbers or true/false' }), {
    message: 'must be an object of short values',
  })
  .superRefine((value, ctx) => {
    const keys = Object.keys(value);
    if (keys.length > TRACKED_METADATA_MAX_KEYS) ctx.addIssue({ code: 'custom', message: `at most ${TRACKED_METADATA_MAX_KEYS} keys` });
    const bad = keys.find((key) => !MetadataKey.test(key));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `keys are a letter then up to 31 letters, digits or _ ("${bad.slice(0, 40)}" is not)` });
  });

export const trackUserActivity = defineContract({
  name: 'trackUserActivity',
  summary:
    'Records one thing a visitor did (a page or model view, a search, a download or share click) for the admins’ analytics. Only with the visitor’s analytics consent: the browser sends analyticsConsent: true only when its cookie settings allow analytics, and anything else is refused and not recorded.',
  access: 'public',
  input: z.strictObject({
    action: z.enum(TRACKED_ACTIONS, { message: `must be one of ${TRACKED_ACTIONS.join(', ')}` }),
    metadata: Metadata.default({}),
    analyticsConsent: z.literal(true, { message: 'must be true: activity is recorded only with analytics consent' }),
  }),
  output: z.object({ success: z.literal(true) }),
});

/** One period's site-wide figures; money in paise. */
export const AnalyticsFigures = z.object({
  signUps: z.number().int(),
  /** Distinct signed-in people active on a day; a week's or month's point, and the total, are the busiest day's. */
  activeUsers: z.number().int(),
  uploads: z.number().int(),
  downloads: z.number().int(),
  views: z.number().int(),
  tips: z.number().int(),
  /** Live tips as given, before the platform's share and any later refund. */
  tipPaise: z.number().int(),
  /** The platform's net revenue, as /admin/revenue reads it from the ledger. */
  revenuePaise: z.number().int(),
});
export type AnalyticsFigures = z.infer<typeof AnalyticsFigures>;
export const AnalyticsPoint = AnalyticsFigures.extend({ start: z.string() });
export type AnalyticsPoint = z.infer<typeof AnalyticsPoint>;

export const TopModel = z.object({ id: z.string(), title: z.string(), path: z.string(), creatorName: z.string(), downloads: z.number().int(), views: z.number().int() });
export type TopModel = z.infer<typeof TopModel>;
export const TopCreator = z.object({ id: z.string(), name: z.string(), path: z.string(), tips: z.number().int(), tipPaise: z.number().int(), downloads: z.number().int() });
export type TopCreator = z.infer<typeof TopCreator>;

export const getAnalyticsData = defineContract({
  name: 'getAnalyticsData',
  summary:
    "Admins: the site's sign-ups, active users, uploads, downloads, views, live tips and net revenue for a period (IST days; weeks or months for long spans), per bucket and in total, and the top models (downloads, then views) and creators (tips received, then downloads) over the period's finished days.",
  access: 'admin',
  input: z.strictObject({ timeRange: EarningsTimeRange.default('30d') }).default({ timeRange: '30d' }),
  output: z.object({
    success: z.literal(true),
    timeRange: EarningsTimeRange,
    bucket: z.enum(['day', 'week', 'month']),
    series: z.array(AnalyticsPoint),
    total: AnalyticsFigures,
    /** The last finished day the top lists include (they leave today out), or null before any day has finished. */
    topsThrough: z.string().nullable(),
    topModels: z.array(TopModel),
    topCreators: z.array(TopCreator),
  }),
});
