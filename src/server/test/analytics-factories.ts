import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { countedViews, downloads, follows, modelLikes, signIns, userActivity, users } from '../db/schema';
import { insertTips } from '../payments/insert-tips';
import type { TestApp } from './test-app';

/** Noon of an India day (YYYY-MM-DD): safely inside it, whatever the test's hour. */
export const noonOf = (day: string) => new Date(Date.parse(`${day}T12:00:00+05:30`));

/** Raw activity rows written straight to the tables the analytics read, at chosen times (tips without their ledger postings, which the reconciliation does not pair). */
export function activityWriter(t: TestApp) {
  const db = t.services.db;
  return {
    backdateUser: (userId: string, at: Date) => db.update(users).set({ createdAt: at }).where(eq(users.id, userId)),
    download: (modelId: string, userId: string | null, at: Date) =>
      db.insert(downloads).values({ modelId, userId, visitorKey: userId ?? `anon-${randomUUID()}`, day: at.toISOString().slice(0, 10), downloadedAt: at }),
    views: (modelId: string, count: number, at: Date) => db.insert(countedViews).values(Array.from({ length: count }, () => ({ modelId, countedAt: at }))),
    /** A like row as toggleLike leaves it (without the counter shard, which the roll-up does not read). */
    like: (modelId: string, userId: string, at: Date) => db.insert(modelLikes).values({ modelId, userId, createdAt: at }),
    /** A follow row as changeFollow leaves it (without the users' counts, which the roll-up does not read). */
    follow: (followerId: string, followedId: string, at: Date) => db.insert(follows).values({ followerId, followedId, createdAt: at }),
    signIn: (userId: string, at: Date) => db.insert(signIns).values({ id: randomUUID(), userId, deviceKey: 'device', method: 'email', createdAt: at }),
    activity: (userId: string | null, at: Date) => db.insert(userActivity).values({ userId, action: 'page_view', metadata: { page: 'home' }, createdAt: at }),
    tip: (toUserId: string | null, paise: number, at: Date, book: 'live' | 'test' = 'live') =>
      insertTips(db, [{
        paymentId: `pay_${randomUUID()}`,
        book,
        fromUserId: 'fan',
        toUserId,
        amount: paise,
        creatorAmount: Math.round(paise * 0.85),
        platformFee: paise - Math.round(paise * 0.85),
        createdAt: at,
      }]),
  };
}
