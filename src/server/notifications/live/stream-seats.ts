import { randomUUID } from 'node:crypto';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notificationStreams } from '../../db/schema';
import { isLiveJobNode } from '../../jobs/job-node-liveness';

/** Open notification streams one account may have across all nodes: tabs and devices, with room to spare. */
export const STREAMS_PER_ACCOUNT = 10;

export interface StreamSeats {
  /** A seat for one more of the account's streams, or null when it has them all. */
  take(userId: string): Promise<string | null>;
  give(seatId: string): Promise<void>;
  /** This node's seats (it is closing, and its streams with it). */
  giveAll(): Promise<void>;
}

/**
 * The cap on open streams per account, counted in the database every node shares. A seat is a
 * row naming this node; seats of a node whose heartbeat has stopped (killed mid-stream) are not
 * counted and are cleared at the account's next opening. One opening per account at a time (an
 * advisory lock), so two nodes at once cannot both take the last seat.
 */
export function createStreamSeats(db: Db, nodeId: string, perAccount = STREAMS_PER_ACCOUNT): StreamSeats {
  return {
    async take(userId) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification-streams:${userId}`}))`);
        await tx.delete(notificationStreams).where(and(eq(notificationStreams.userId, userId), not(isLiveJobNode(notificationStreams.nodeId))));
        const open = await tx.$count(notificationStreams, eq(notificationStreams.userId, userId));
        if (open >= perAccount) return null;
        const id = randomUUID();
        await tx.insert(notificationStreams).values({ id, userId, nodeId });
        return id;
      });
    },
    async give(seatId) {
      await db.delete(notificationStreams).where(eq(notificationStreams.id, seatId));
    },
    async giveAll() {
      await db.delete(notificationStreams).where(eq(notificationStreams.nodeId, nodeId));
    },
  };
}
