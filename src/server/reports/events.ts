import { z } from 'zod';
import { REPORT_ACTIONS } from '../../shared/constants/moderation-rules';
import { VISIBILITIES } from '../../shared/constants/model-rules';
import { REPORT_PRIORITIES, REPORT_REASONS, REPORT_STATUSES } from '../../shared/constants/report-rules';
import { id, whole, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (reports), and what each carries (decision 059): checked when recorded and when read. */
export const REPORTS_EVENTS = {
  /** An admin restored a hidden model. */
  'model.restored': z.object({ ownerId: id, visibility: z.enum(VISIBILITIES) }),
  /** Issue 16: a public report; subjectId is the report's id. */
  'report.submitted': z.object({ reference: z.string(), reason: z.enum(REPORT_REASONS), priority: z.enum(REPORT_PRIORITIES) }),
  /** A moderator resolved or dismissed it; subjectId is the report's id; settled: the reports it closed. */
  'report.processed': z.object({ status: z.enum(REPORT_STATUSES), action: z.enum(REPORT_ACTIONS), settled: whole }),
} as const satisfies EventSchemas;
