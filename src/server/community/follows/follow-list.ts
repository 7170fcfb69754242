import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FollowListItem } from '../../../shared/contracts/community/follows';
import type { Db } from '../../db/database';
import { newestFirst } from '../../db/keyset-pager';
import { follows, users } from '../../db/schema';
import type { Viewer } from '../../policies';
import { requireUser } from './require-user';

const viewerFollows = alias(follows, 'viewer_follows');

/**
 * Each side of a follow as a list: a member's followers (read through follows_followed_idx) or the
 * people they follow (follows_follower_idx), most recent follow first, keyset-paged on the follow's
 * time and the other person's id, so a deep page costs what the first does.
 */
const SIDES = {
  followers: { of: follows.followedId, person: follows.followerId, pager: newestFirst('followers', follows.createdAt, follows.followerId) },
  following: { of: follows.followerId, person: follows.followedId, pager: newestFirst('following', follows.createdAt, follows.followedId) },
};

export async function listFollowPeople(
  db: Db,
  viewer: Viewer,
  side: keyof typeof SIDES,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ users: FollowListItem[]; nextCursor: string | null }> {
  await requireUser(db, userId);
  const { of, person, pager } = SIDES[side];
  // Whether the viewer follows each person, answered by the follows key; a visitor follows no one.
  const viewerId = viewer?.id ?? null;
  const followedByMe = viewerId === null ? sql<boolean>`false` : sql<boolean>`(${viewerFollows.followerId} is not null)`;
  const rows = await db
    .select({
      cursorKey: pager.cursorKey,
      id: person,
      uid: users.id,
      username: users.username,
      displayName: users.displayName,
      photoURL: users.photoURL,
      // The verified creator badge (decision 077), not the e-mail's state.
      isVerified: sql<boolean>`${users.creatorVerifiedAt} is not null`,
      followersCount: users.followersCount,
      followedByMe,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, person))
    // The viewer's own follow of each person, by the follows key (for a visitor the join matches nothing).
    .leftJoin(viewerFollows, and(eq(viewerFollows.followerId, viewerId ?? ''), eq(viewerFollows.followedId, users.id)))
    .where(and(eq(of, userId), pager.after(page.cursor)))
    .orderBy(...pager.orderBy)
    .limit(page.limit + 1);
  const { page: items, nextCursor } = pager.page(rows, page.limit);
  return {
    users: items.map(({ cursorKey: _key, id: _id, ...item }) => ({ ...item, followedByMe: Boolean(item.followedByMe) })),
    nextCursor,
  };
}
