import { z } from 'zod';
import { id, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (admins changing others' models), and what each carries (decision 059): checked when recorded and when read. */
export const AUDIT_EVENTS = {
  /** An admin changed, deleted or stopped featuring someone else's model: title kept, since a deleted model can no longer be read. */
  'model.changed_by_admin': z.object({ ownerId: id, title: z.string(), action: z.enum(['update', 'delete', 'unfeature']), reason: z.string() }),
} as const satisfies EventSchemas;
