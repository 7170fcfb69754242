import { z } from 'zod';
import { ROLES } from '../../constants/roles';
import { USER_STATUSES } from '../../constants/user-status';

/** What anyone may see of a user. Never the e-mail, phone or payout details (SPEC §3, DESIGN). */
export const PublicProfile = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  /** Others see the verified creator badge here (an admin's verifyCreator); the account holder's own account, whether their e-mail is verified (SPEC §5). */
  isVerified: z.boolean(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  totalDownloads: z.number().int(),
  totalLikes: z.number().int(),
  totalViews: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  createdAt: z.string(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** The signed-in user's own account: the public profile plus private fields. */
export const OwnAccount = PublicProfile.extend({
  /** The verified creator badge others see as `isVerified`. */
  verifiedCreator: z.boolean(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  provider: z.string(),
  /** Whether their public profile shows the models they liked. */
  likesPublic: z.boolean(),
  /** ORIGINAL-FACTS's status (pending: e-mail not verified yet); admins see why it was set. */
  status: z.enum(USER_STATUSES),
  statusReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type OwnAccount = z.infer<typeof OwnAccount>;
