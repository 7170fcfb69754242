import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema';
import type { Notifier } from '../../events/notifier';
import { unreadCountOf } from '../notification-queries';
import { onNotificationChange, onSessionEnded } from './notification-changes';
import { SSE_HEARTBEAT, sseEvent } from './sse-format';

/** One open browser tab's stream: where to write, and how to end it. */
export interface UnreadStream {
  userId: string;
  /** The session it was opened with: when that session is signed out, deleted or expired, the stream ends. */
  sessionId: string;
  write(chunk: string): void;
  end(): void;
}

export interface NotificationStreamHub {
  /** Starts sending the stream its user's unread count (at once, then on every change); returns the function that removes it. */
  add(stream: UnreadStream): () => void;
  /** Open streams on this node. */
  size(): number;
  /** Ends every stream and stops listening (the app is closing). */
  close(): void;
}

export interface HubOptions {
  notifier: Notifier;
  db: Db;
  log: FastifyBaseLogger;
  /** A burst of changes for one person (a storm of likes) is read once per this many ms. */
  coalesceMs?: number;
  /** Heartbeat comments, and the check that each stream's session still exists. */
  heartbeatMs?: number;
  readCount?: (userId: string) => Promise<number>;
  /** The wait before reading again after a failed read; doubled after each failure in a row, up to 30 s. */
  retryMs?: number;
}

const LONGEST_RETRY_MS = 30_000;

interface Member {
  stream: UnreadStream;
  /** The read generation when it joined: only reads started after that are sent to it, so nothing older than the stream arrives. */
  joinedAt: number;
}

interface UserEntry {
  members: Set<Member>;
  generation: number;
  dirty: boolean;
  running: boolean;
  timer: NodeJS.Timeout | null;
  /** Reads failed in a row: the next one waits longer. */
  failures: number;
}

const SESSION_CHECK_BATCH = 1000;

/**
 * This node's open unread-count streams. One subscription to the cross-node notifications channel
 * serves them all: a change for a person is read from the database once (bursts coalesced,
 * reads serialised per person) and the fresh count fanned out to that person's streams here.
 * Other nodes do the same for theirs, so nothing lives only in this process that they need.
 */
export function createNotificationStreamHub(options: HubOptions): NotificationStreamHub {
  const { notifier, db, log, coalesceMs = 25, heartbeatMs = 25_000, retryMs = 1000 } = options;
  const readCount = options.readCount ?? ((userId: string) => unreadCountOf(db, userId));
  const users = new Map<string, UserEntry>();
  let open = 0;
  let closed = false;

  const forget = (userId: string, entry: UserEntry) => {
    if (entry.members.size === 0 && !entry.running && !entry.timer && users.get(userId) === entry) users.delete(userId);
  };

  async function drain(userId: string, entry: UserEntry): Promise<void> {
    entry.running = true;
    while (entry.dirty && entry.members.size > 0) {
      entry.dirty = false;
      const generation = ++entry.generation;
      try {
        const message = sseEvent('unread', { count: await readCount(userId) });
        entry.failures = 0;
        for (const member of entry.members) if (member.joinedAt < generation) member.stream.write(message);
      } catch (error) {
        log.warn({ err: error, userId }, 'could not read the unread notification count for a stream');
        // The streams keep their last count and it is read again soon: a stream opened in that
        // moment (a tab reconnecting to this node after another died) would otherwise show no
        // count at all until the person's next change.
        entry.failures += 1;
        entry.dirty = true;
        break;
      }
    }
    entry.running = false;
    if (entry.dirty && entry.members.size > 0 && !entry.timer && !closed) {
      entry.timer = setTimeout(() => {
        entry.timer = null;
        void drain(userId, entry);
      }, Math.min(LONGEST_RETRY_MS, retryMs * 2 ** (entry.failures - 1)));
    }
    forget(userId, entry);
  }

  function touch(userId: string, delayMs: number): void {
    const entry = users.get(userId);
    if (!entry) return;
    entry.dirty = true;
    if (entry.running || entry.timer) return;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      void drain(userId, entry);
    }, delayMs);
  }

  const unsubscribe = onNotificationChange(notifier, (userId) => touch(userId, coalesceMs));
  // At once rather than at the next heartbeat's check (a banned person's tabs stayed open 25 s).
  const stopEndingSessions = onSessionEnded(notifier, (sessionId) => {
    for (const entry of users.values()) for (const member of entry.members) if (member.stream.sessionId === sessionId) member.stream.end();
  });

  async function checkSessions(): Promise<void> {
    const members = [...users.values()].flatMap((entry) => [...entry.members]);
    const ids = [...new Set(members.map((m) => m.stream.sessionId))];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
      const batch = ids.slice(i, i + SESSION_CHECK_BATCH);
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, batch), gt(sessions.expiresAt, new Date())));
      for (const row of rows) live.add(row.id);
    }
    for (const member of members) if (!live.has(member.stream.sessionId)) member.stream.end();
  }

  const heartbeat = setInterval(() => {
    for (const entry of users.values()) for (const member of entry.members) member.stream.write(SSE_HEARTBEAT);
    checkSessions().catch((error: unknown) => log.warn({ err: error }, 'could not check the sessions of notification streams'));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    add(stream) {
      let entry = users.get(stream.userId);
      if (!entry) {
        entry = { members: new Set(), generation: 0, dirty: false, running: false, timer: null, failures: 0 };
        users.set(stream.userId, entry);
      }
      const member: Member = { stream, joinedAt: entry.generation };
      entry.members.add(member);
      open += 1;
      touch(stream.userId, 0);
      const joined = entry;
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        open -= 1;
        joined.members.delete(member);
        forget(stream.userId, joined);
      };
    },
    size: () => open,
    close() {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      stopEndingSessions();
      for (const entry of users.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
        for (const member of entry.members) member.stream.end();
      }
    },
  };
}
