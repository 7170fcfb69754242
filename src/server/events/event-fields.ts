import { z } from 'zod';
import { VISIBILITIES } from '../../shared/constants/model-rules';

/**
 * The fields domain events share (decision 059), for the domains' own schemas (`<domain>/events.ts`):
 * one spelling of an id, a whole number of paise or counts, a time, a book, a device.
 */
export type EventSchemas = Record<string, z.ZodObject>;

export const id = z.string().min(1);
export const whole = z.number().int();
export const at = z.iso.datetime();
export const book = z.enum(['live', 'test']);
/** Where a security event came from, as the owner is shown it (masked IP, summarised browser). */
export const device = { ip: z.string().nullable(), userAgent: z.string(), at };
export const ofOwner = z.object({ ownerId: id });
export const visibility = z.object({ visibility: z.enum(VISIBILITIES) });
