import { z } from 'zod';
import { DisplayName, PhoneNumber, Username } from '../../constants/account-rules';
import { defineContract } from '../define-contract';
import { OwnAccount, PublicProfile } from './user-profile';

/** SPEC §3 getUserProfile(uid): success and a public profile, or 'Profile not found'. */
export const getUserProfile = defineContract({
  name: 'getUserProfile',
  summary: "A user's public profile, and the address of their storefront when visitors may open it (Pro and above), else null.",
  access: 'public',
  input: z.object({ uid: z.string().min(1).max(64) }),
  output: z.object({ success: z.literal(true), profile: PublicProfile, storefrontPath: z.string().nullable() }),
});

export const getMyAccount = defineContract({
  name: 'getMyAccount',
  summary: "The signed-in user's own account, private fields included.",
  access: 'user',
  input: z.object({}).default({}),
  output: z.object({ account: OwnAccount }),
});

/** Who the caller is: their own account, or null for a visitor (a 200 either way, so pages need not fail a request to find out). */
export const getSession = defineContract({
  name: 'getSession',
  summary: "The caller's own account, or null when signed out.",
  access: 'public',
  input: z.object({}).default({}),
  output: z.object({ account: OwnAccount.nullable() }),
});

/**
 * Only these fields can be changed by their owner. The schema is strict: a call that also sends
 * role, isVerified, counters or balances is refused whole, so nothing is changed.
 */
export const updateProfile = defineContract({
  name: 'updateProfile',
  summary: 'Change your display name, username, bio or phone number, or whether your profile shows the models you liked.',
  access: 'user',
  input: z.strictObject({
    displayName: DisplayName.optional(),
    username: Username.optional(),
    bio: z.string().trim().max(500, 'must be at most 500 characters').nullable().optional(),
    phoneNumber: PhoneNumber.nullable().optional(),
    /** Whether the public profile shows the models you liked (issue 12); off until you turn it on. */
    likesPublic: z.boolean().optional(),
  }),
  output: z.object({ account: OwnAccount }),
});
