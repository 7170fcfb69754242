import { z } from 'zod';

export const ADMIN_CHANGE_REASON_MAX = 500;

/**
 * Why an admin changes, deletes, features or stops featuring someone else's model: required then
 * (the server says so naming `reason`), kept in the audit log and told to the owner. An owner
 * changing their own model gives none.
 */
export const AdminChangeReason = z
  .string({ message: 'reason: must be text' })
  .trim()
  .min(1, 'reason: say why you are changing this model')
  .max(ADMIN_CHANGE_REASON_MAX, `reason: at most ${ADMIN_CHANGE_REASON_MAX} characters`)
  .optional();
