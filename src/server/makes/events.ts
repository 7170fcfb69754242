import { z } from 'zod';
import { id, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (decision 090): the subject is the model made, or the make deleted. */
export const MAKES_EVENTS = {
  'model.made': z.object({ makeId: id, ownerId: id }),
  /** byAdmin: an admin removed someone else's make (audited, with the reason). */
  'make.deleted': z.object({ modelId: id, makerId: id, byAdmin: z.boolean() }),
  /**
   * Someone else removed the make and the maker is told why: a moderator acting on a report
   * (reportId), or an admin through deleteMake (no report). subjectId is the make's model.
   */
  'make.removed_by_moderator': z.object({ makerId: id, message: z.string().nullable(), reportId: id.nullable() }),
} as const satisfies EventSchemas;
