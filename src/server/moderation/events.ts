import { z } from 'zod';
import { USER_STATUSES } from '../../shared/constants/user-status';
import { id, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (moderators' actions on models, comments and accounts), and what each carries (decision 059): checked when recorded and when read. */
export const MODERATION_EVENTS = {
  /** Issue 16: a moderator hid the model; reportId when a report led to it. */
  'model.hidden': z.object({ ownerId: id, reason: z.string(), reportId: id.nullable() }),
  /** A moderator deleted someone's comment; subjectId is the comment's model. */
  'comment.removed_by_moderator': z.object({ authorId: id, message: z.string().nullable(), excerpt: z.string(), reportId: id }),
  /** A moderator warned the user (subjectId). */
  'user.warned': z.object({ message: z.string().nullable(), url: z.string(), reportId: id }),
  /** An admin set the user's status (subjectId). */
  'user.status_changed': z.object({ status: z.enum(USER_STATUSES), previous: z.enum(USER_STATUSES) }),
} as const satisfies EventSchemas;
