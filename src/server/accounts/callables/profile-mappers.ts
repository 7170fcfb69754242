import { userStatusOf } from '../../../shared/constants/user-status';
import type { OwnAccount, PublicProfile } from '../../../shared/contracts/accounts/user-profile';
import type { UserRow } from '../../db/schema';

export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    uid: user.id,
    username: user.username,
    displayName: user.displayName,
    photoURL: user.photoURL,
    avatar: user.avatar,
    bio: user.bio,
    // What others see is the verified creator badge (decision 077); the holder's own account says whether their e-mail is verified.
    isVerified: user.creatorVerifiedAt !== null,
    role: user.role,
    isAdmin: user.isAdmin,
    totalDownloads: user.totalDownloads,
    totalLikes: user.totalLikes,
    totalViews: user.totalViews,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toOwnAccount(user: UserRow): OwnAccount {
  return {
    ...toPublicProfile(user),
    isVerified: user.isVerified,
    verifiedCreator: user.creatorVerifiedAt !== null,
    email: user.email,
    phoneNumber: user.phoneNumber,
    provider: user.provider,
    likesPublic: user.likesPublic,
    status: userStatusOf(user),
    statusReason: user.statusReason,
    updatedAt: user.updatedAt.toISOString(),
  };
}
