import { z } from 'zod';
import { STORED_USER_STATUSES, USER_STATUS_REASON_MAX } from '../../constants/user-status';
import { defineContract } from '../define-contract';

export const setUserStatus = defineContract({
  name: 'setUserStatus',
  summary:
    "Admins: set a user's status (ORIGINAL-FACTS): active, inactive or banned. Inactive and banned accounts cannot sign in, and their open sessions end at once; the user is told by e-mail. Admins' statuses are a super admin's to change, and no one changes their own. Audited. Errors read \"Failed to update user status: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to update user status',
  input: z.strictObject({
    userId: z.string({ message: 'userId is required' }).trim().min(1, 'userId is required').max(64, 'userId: at most 64 characters'),
    status: z.enum(STORED_USER_STATUSES, { message: `status: one of ${STORED_USER_STATUSES.join(', ')}` }),
    reason: z.string({ message: 'reason: must be text' }).trim().max(USER_STATUS_REASON_MAX, `reason: at most ${USER_STATUS_REASON_MAX} characters`).optional(),
  }),
  output: z.object({ success: z.literal(true), status: z.enum(STORED_USER_STATUSES), sessionsEnded: z.number().int() }),
});
