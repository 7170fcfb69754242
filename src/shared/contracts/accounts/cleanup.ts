import { z } from 'zod';
import { defineContract } from '../define-contract';

export const CLEANUP_TASKS = ['orphaned-files', 'abandoned-uploads', 'unverified-accounts'] as const;
export type CleanupTask = (typeof CLEANUP_TASKS)[number];
export const UNVERIFIED_DAYS_MIN = 7;
export const UNVERIFIED_DAYS_DEFAULT = 30;
/** Accounts removed by one run at the most: a larger backlog takes several runs, each previewed. */
export const UNVERIFIED_PER_RUN = 500;

const UnverifiedDays = z
  .number({ message: 'unverifiedDays: a whole number of days' })
  .int('unverifiedDays: a whole number of days')
  .min(UNVERIFIED_DAYS_MIN, `unverifiedDays: at least ${UNVERIFIED_DAYS_MIN}`)
  .max(3650, 'unverifiedDays: at most 3650');

export const CleanupPreview = z.object({
  orphanedFiles: z.object({ count: z.number().int(), bytes: z.number().int(), sample: z.array(z.string()) }),
  abandonedUploads: z.object({ count: z.number().int(), bytes: z.number().int() }),
  unverifiedAccounts: z.object({
    count: z.number().int(),
    sample: z.array(z.object({ uid: z.string(), email: z.string(), displayName: z.string(), createdAt: z.string() })),
  }),
});
export type CleanupPreview = z.infer<typeof CleanupPreview>;

export const previewCleanup = defineContract({
  name: 'previewCleanup',
  summary: `Super admins: the dry run of /admin/cleanup. What each task would remove now, changing nothing: stored files no model or account claims (older than the orphan grace period), uploads older than their expiry (abandoned), and accounts never verified for \`unverifiedDays\` (default ${UNVERIFIED_DAYS_DEFAULT}) that hold nothing (no models, no money, no payments, plain users), at most ${UNVERIFIED_PER_RUN} a run.`,
  access: 'superAdmin',
  input: z.strictObject({ unverifiedDays: UnverifiedDays.default(UNVERIFIED_DAYS_DEFAULT) }).default({ unverifiedDays: UNVERIFIED_DAYS_DEFAULT }),
  output: z.object({ success: z.literal(true), preview: CleanupPreview }),
});

export const runCleanup = defineContract({
  name: 'runCleanup',
  summary:
    "Super admins: run one cleanup task after its dry run. `expected` is the count the dry run showed: when more would go now, nothing is removed and the answer says to preview again. Audited. Errors read \"Failed to clean up: {reason}\".",
  access: 'superAdmin',
  failureMessage: 'Failed to clean up',
  input: z.strictObject({
    task: z.enum(CLEANUP_TASKS, { message: `task: one of ${CLEANUP_TASKS.join(', ')}` }),
    expected: z.number({ message: 'expected: the count the dry run showed' }).int('expected: a whole number').min(0, 'expected: 0 or more'),
    unverifiedDays: UnverifiedDays.default(UNVERIFIED_DAYS_DEFAULT),
  }),
  output: z.object({ success: z.literal(true), task: z.enum(CLEANUP_TASKS), removed: z.number().int() }),
});
