import { z } from 'zod';
import { at, id, whole, device, type EventSchemas } from '../events/event-fields';

const failedSignIns = {
  reason: z.literal('failed_sign_ins'),
  failedAttempts: whole,
  windowMinutes: whole,
  method: z.enum(['password', 'otp', 'google']),
  ...device,
};

/** The kinds of domain event this domain records (sign-ins and passwords), and what each carries (decision 059): checked when recorded and when read. */
export const SECURITY_EVENTS = {
  'security.new_device_sign_in': z.object({ signInId: id, method: z.enum(['password', 'otp', 'google']), ...device }),
  'security.password_changed': z.object({ how: z.enum(['changed', 'reset']), ...device }),
  /** No producer yet: the texts for them are ready (notification-texts.ts). */
  'security.email_changed': z.object({}),
  'security.two_factor_changed': z.object({ enabled: z.boolean() }),
  'security.suspicious_activity': z.object(failedSignIns),
  'security.account_locked': z.object({ ...failedSignIns, minutes: whole, until: at }),
  'security.account_unlocked': z.object({ how: z.enum(['email_code', 'password_reset', 'google']), at }),
} as const satisfies EventSchemas;
