import { z } from 'zod';
import { book, id, whole, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (tips), and what each carries (decision 059): checked when recorded and when read. */
export const PAYMENTS_EVENTS = {
  /** subjectId is the creator, or 'platform' for a tip to Meshmandi; fromEarnings on a tip sent from the sender's earnings. */
  'tip.received': z.object({ paymentId: id, amount: whole, creatorAmount: whole, book, modelId: id.nullable(), fromEarnings: z.literal(true).optional() }),
  'tip.refunded': z.object({ paymentId: id, refundId: id, amount: whole, payerId: id.nullable(), book: book.nullable() }),
} as const satisfies EventSchemas;
