import { z } from 'zod';
import { defineContract } from '../define-contract';

const State = z.record(z.string(), z.unknown()).nullable();

export const AuditLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it; name and username null when their account is gone (entries outlive accounts). */
  actor: z.object({ id: z.string(), displayName: z.string().nullable(), username: z.string().nullable() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  /** The record before and after: null when there was none (created, deleted) or the entry predates before-and-after. */
  before: State,
  after: State,
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

/** A filter; empty means none. */
const optionalText = (field: string, max: number) => z.string({ message: `${field}: must be text` }).trim().max(max, `${field}: at most ${max} characters`).optional();

/** Issue 16 item 10: the audit log, newest first, for super admins (SPEC §6). */
export const listAuditLog = defineContract({
  name: 'listAuditLog',
  summary: 'Super admins: every admin action (who, what, on what, before and after, when), newest first, 50 a page; filter by action (exact, or a prefix ending in "."), actor or target.',
  access: 'superAdmin',
  input: z
    .strictObject({
      action: optionalText('action', 100),
      actorId: optionalText('actorId', 64),
      targetType: optionalText('targetType', 40),
      targetId: optionalText('targetId', 64),
      cursor: z.string({ message: 'cursor: must be text' }).regex(/^[1-9][0-9]{0,17}$/, 'cursor: not a cursor this list gave').optional(),
      limit: z.number({ message: 'limit: must be a number' }).int('limit: a whole number').min(1, 'limit: at least 1').max(100, 'limit: at most 100').default(50),
    })
    .default({ limit: 50 }),
  output: z.object({ success: z.literal(true), entries: z.array(AuditLogEntry), nextCursor: z.string().nullable() }),
});
