import { z } from 'zod';
import { defineContract } from '../define-contract';

/** SPEC §7 (verifyCreator userId, verify): an admin gives or takes away a creator's verified badge; audited. */
export const verifyCreator = defineContract({
  name: 'verifyCreator',
  summary:
    "Admins: give (`verify: true`) or take away (`verify: false`) a creator's verified badge, which shows beside their name on their profile, model cards, model pages and search results, and is `isVerified` on every public shape of them. Taking it away asks for a reason (1–500 characters), which the creator is told; giving it may carry one. Doing what is already so changes nothing. Audited. Errors read \"Failed to verify creator: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to verify creator',
  input: z
    .strictObject({
      userId: z.string({ message: 'userId: must be text' }).trim().min(1, 'userId is required').max(64, 'userId is at most 64 characters'),
      verify: z.boolean({ message: 'verify: must be true or false' }),
      reason: z.string({ message: 'reason: must be text' }).trim().max(500, 'reason: at most 500 characters').optional(),
    })
    .refine((input) => input.verify || (input.reason ?? '').length > 0, 'reason: say why you are taking the badge away'),
  output: z.object({ success: z.literal(true), userId: z.string(), verified: z.boolean(), verifiedAt: z.string().nullable() }),
});
