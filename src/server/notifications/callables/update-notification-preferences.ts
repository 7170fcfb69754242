import { updateNotificationPreferences } from '../../../shared/contracts/notifications/preferences';
import { savePreferences } from '../preferences/save-preferences';
import { implement } from '../../callables/implement';

/** The contract has already refused a security switch turned off, a bad time or an unknown time zone. */
export const updateNotificationPreferencesFunction = implement(updateNotificationPreferences, async (input, ctx) => ({
  success: true as const,
  preferences: await savePreferences(ctx.db, ctx.user.id, input),
}));
