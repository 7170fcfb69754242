import { z } from 'zod';
import { id, ofOwner, visibility, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (a model's life: published, revised, deleted, downloaded, featured), and what each carries (decision 059): checked when recorded and when read. */
export const MODELS_EVENTS = {
  'model.published': visibility,
  'model.revised': visibility,
  'model.deleted': ofOwner,
  'model.downloaded': ofOwner,
  'model.featured': z.object({ ownerId: id, title: z.string() }),
} as const satisfies EventSchemas;
