import { z } from 'zod';
import { id, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (decision 091): a model newly declared a remix of another (the subject is the remix). */
export const REMIXES_EVENTS = {
  'model.remixed': z.object({ sourceId: id, sourceOwnerId: id }),
} as const satisfies EventSchemas;
