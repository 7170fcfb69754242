import { z } from 'zod';
import { defineContract } from '../define-contract';

/** One of the caller's sign-ins, as /settings/security lists it. */
export const RecentSignIn = z.object({
  id: z.string(),
  /** ISO time of the sign-in. */
  at: z.string(),
  /** "Chrome on Windows": read from the browser's user agent. */
  device: z.string(),
  /** The address with its last part hidden ("203.0.113.x"); null when none was seen. */
  ip: z.string().nullable(),
  method: z.enum(['password', 'otp', 'google']),
  /** Made by the browser asking (its device cookie). */
  thisDevice: z.boolean(),
  /** The first sign-in from its device, when the account had signed in elsewhere before. */
  newDevice: z.boolean(),
});
export type RecentSignIn = z.infer<typeof RecentSignIn>;

export const listRecentSignIns = defineContract({
  name: 'listRecentSignIns',
  summary: "The caller's own sign-ins, newest first, a page at a time: when, which browser, a partly hidden IP address, this device, a new device.",
  access: 'user',
  input: z
    .object({
      cursor: z.string().max(200, 'cursor is at most 200 characters').optional(),
      limit: z.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(50, 'limit is at most 50').default(20),
    })
    .default({ limit: 20 }),
  output: z.object({ signIns: z.array(RecentSignIn), nextCursor: z.string().nullable() }),
});

/** One browser or device signed in to the caller's account. */
export const ActiveSession = z.object({
  id: z.string(),
  /** When it signed in (ISO). */
  createdAt: z.string(),
  /** When it was last refreshed (ISO): about its last use, to within a day. */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const listMySessions = defineContract({
  name: 'listMySessions',
  summary: "The caller's signed-in browsers and devices that have not expired, this one first, then the most recently active.",
  access: 'user',
  input: z.object({}).default({}),
  output: z.object({ sessions: z.array(ActiveSession) }),
});

export const SESSION_NOT_FOUND = 'Session not found';

export const endSession = defineContract({
  name: 'endSession',
  summary: "Signs one of the caller's own sessions out (another browser or device). 'Session not found' for an id that is not theirs.",
  access: 'user',
  input: z.object({ sessionId: z.string().trim().min(1, 'sessionId is required').max(128, 'sessionId is at most 128 characters') }),
  output: z.object({ success: z.literal(true) }),
});
