import { getNotificationPreferences } from '../../../shared/contracts/notifications/preferences';
import { readPreferences } from '../preferences/read-preferences';
import { implement } from '../../callables/implement';

/** SPEC §8: a read that fails answers the defaults (readPreferences logs it) rather than an error. */
export const getNotificationPreferencesFunction = implement(getNotificationPreferences, async (_input, ctx) => ({
  success: true as const,
  preferences: await readPreferences(ctx.db, ctx.user.id, ctx.log),
}));
