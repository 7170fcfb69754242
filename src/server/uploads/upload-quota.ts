import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uploadReservations, users } from '../db/schema';

export interface QuotaLimits {
  maxOpen: number;
  maxBytes: number;
  expiryMs: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;

/**
 * Records a new upload against its owner's quota, or says why it is refused. The quota lives in the
 * database, which every node shares (decision 013); the owner's user row is locked first, so
 * uploads started at the same moment on any node are counted one after another, never both under
 * the limit. Reservations older than the expiry no longer count: their upload is swept by then.
 */
export async function reserveUpload(db: Db, upload: { id: string; userId: string; size: number }, limits: QuotaLimits): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploadReservations.size}), 0)::bigint` })
      .from(uploadReservations)
      .where(and(eq(uploadReservations.userId, upload.userId), sql`${uploadReservations.createdAt} > now() - make_interval(secs => ${limits.expiryMs / 1000})`));
    const count = Number(open?.count ?? 0);
    const bytes = Number(open?.bytes ?? 0);
    if (count + 1 > limits.maxOpen) {
      return `You have ${count} uploads in progress or waiting to be published (at most ${limits.maxOpen}). Publish or cancel them, or wait for unused ones to expire, then try again.`;
    }
    if (bytes + upload.size > limits.maxBytes) {
      return `Your uploads in progress or waiting to be published already take ${mb(bytes)}; this file would pass the ${mb(limits.maxBytes)} allowed at once. Publish or cancel them first, then try again.`;
    }
    await tx.insert(uploadReservations).values(upload);
    return null;
  });
}

/** The upload was used by a model, cancelled or swept: its bytes no longer count. */
export async function releaseUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploadReservations).where(eq(uploadReservations.id, id));
}

/** Reservations whose upload has expired (the sweep removed it, or a node that held it died). */
export async function releaseExpired(db: Db, now: number, expiryMs: number): Promise<void> {
  await db.delete(uploadReservations).where(lt(uploadReservations.createdAt, new Date(now - expiryMs)));
}
