import { z } from 'zod';
import { defineContract } from '../define-contract';

export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;

export const AlertItem = z.object({
  id: z.string(),
  kind: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  message: z.string(),
  actionUrl: z.string().nullable(),
  /** How many times the system saw it while it was unread. */
  occurrences: z.number().int(),
  /** Null for the system's own alerts. */
  createdBy: z.object({ uid: z.string(), displayName: z.string() }).nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AlertItem = z.infer<typeof AlertItem>;

export const getAlerts = defineContract({
  name: 'getAlerts',
  summary:
    "Admins: alerts, latest first, raised by the system (failed jobs, a ledger that does not reconcile, failed payouts, report spikes and reports involving a minor) or by admins, with the unread count the admin area shows. `status` unread (default) or all; 50 a page.",
  access: 'admin',
  input: z
    .strictObject({
      status: z.enum(['unread', 'all'], { message: 'status: one of unread, all' }).default('unread'),
      limit: z.number({ message: 'limit: a whole number' }).int('limit: a whole number').min(1, 'limit: at least 1').max(100, 'limit: at most 100').default(50),
      offset: z.number({ message: 'offset: a whole number' }).int('offset: a whole number').min(0, 'offset: 0 or more').max(100_000, 'offset: at most 100000').default(0),
    })
    .default({ status: 'unread', limit: 50, offset: 0 }),
  output: z.object({ success: z.literal(true), alerts: z.array(AlertItem), unreadCount: z.number().int() }),
});

export const createAlert = defineContract({
  name: 'createAlert',
  summary: 'Admins: raise an alert for the other admins (a title, a message, a severity, optionally a link on this site). Audited. Errors read "Failed to create alert: {reason}".',
  access: 'admin',
  failureMessage: 'Failed to create alert',
  input: z.strictObject({
    title: z.string({ error: (issue) => (issue.input === undefined ? 'title is required' : 'title: must be text') }).trim().min(3, 'title: at least 3 characters').max(120, 'title: at most 120 characters'),
    message: z.string({ error: (issue) => (issue.input === undefined ? 'message is required' : 'message: must be text') }).trim().min(1, 'message: write what the other admins should know').max(2000, 'message: at most 2000 characters'),
    severity: z.enum(ALERT_SEVERITIES, { message: 'severity: one of info, warning, critical' }).default('info'),
    actionUrl: z
      .string({ message: 'actionUrl: must be text' })
      .trim()
      .max(500, 'actionUrl: at most 500 characters')
      .regex(/^\/(?!\/)[^\s\\]*$/, 'actionUrl: a path on this site, such as /admin/reports')
      .optional(),
  }),
  output: z.object({ success: z.literal(true), alert: AlertItem }),
});

export const updateAlertStatus = defineContract({
  name: 'updateAlertStatus',
  summary: 'Admins (SPEC §7: alertId, read): mark an alert read, or unread again. Errors read "Failed to update alert: {reason}".',
  access: 'admin',
  failureMessage: 'Failed to update alert',
  input: z.strictObject({
    alertId: z.string({ error: (issue) => (issue.input === undefined ? 'alertId is required' : 'alertId: must be text') }).regex(/^[0-9]{1,18}$/, 'alertId: not an alert id'),
    read: z.boolean({ message: 'read: must be true or false' }).default(true),
  }),
  output: z.object({ success: z.literal(true), alert: AlertItem }),
});
