import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { models, sponsoredCampaigns, users } from '../db/schema';
import { LISTED_PUBLICLY } from '../policies';
import { endCampaign, lockCampaign, settleSpend, type EndReason } from './campaign-money';
import type { CampaignRow } from './campaign-view';

const BATCH = 200;
const OPEN = ['pending', 'active', 'paused'] as const;

/** Whether the campaign's model may still be shown to anyone: there, public and listed. */
async function modelListed(tx: Tx, modelId: string | null): Promise<boolean> {
  if (!modelId) return false;
  const [row] = await tx.select({ id: models.id }).from(models).where(and(eq(models.id, modelId), LISTED_PUBLICLY));
  return Boolean(row);
}

/** Whether the campaign's creator may still be shown: a banned or closed account's campaigns end. */
async function creatorActive(tx: Tx, creatorId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, creatorId), eq(users.status, 'active')));
  return Boolean(row);
}

/** Why a locked campaign must end now, if it must. */
async function endingOf(tx: Tx, row: CampaignRow, now: Date): Promise<'account_closed' | 'model_not_public' | 'time' | 'budget' | null> {
  if (!(OPEN as readonly string[]).includes(row.status)) return null;
  if (!(await creatorActive(tx, row.creatorId))) return 'account_closed';
  if (!(await modelListed(tx, row.modelId))) return 'model_not_public';
  if (row.status !== 'pending' && row.endsAt && row.endsAt <= now) return 'time';
  if (row.status === 'active' && row.budgetPaise - row.spentPaise < row.unitPricePaise) return 'budget';
  return null;
}

/**
 * The periodic task (decision 082), once per period whichever node runs it: campaigns whose time
 * is up, whose budget cannot pay one more unit, whose creator's account is no longer active, or whose
 * model is no longer public (or gone) end
 * and return the rest; what running ones spent is settled to the platform's ad revenue; an ended
 * one whose return was somehow left gets it. Each campaign in its own transaction under its lock,
 * with every posting keyed, so two runs at once (or a run cut off) settle nothing twice. It also
 * draws the running campaigns' places in the serving draw again. Answers how many campaigns it
 * changed (the new places aside).
 */
export async function settleSponsoredPlacements(db: Db, jobs: JobQueue, now = new Date()): Promise<number> {
  // Each period the running campaigns take new places in their placement's draw (get-ads-for-placement.ts).
  await db.update(sponsoredCampaigns).set({ drawKey: sql`random()` }).where(eq(sponsoredCampaigns.status, 'active'));
  let changed = 0;
  let after = '';
  for (;;) {
    const due = await db
      .select({ id: sponsoredCampaigns.id })
      .from(sponsoredCampaigns)
      .leftJoin(models, eq(models.id, sponsoredCampaigns.modelId))
      .leftJoin(users, eq(users.id, sponsoredCampaigns.creatorId))
      .where(
        and(
          gt(sponsoredCampaigns.id, after),
          or(
            sql`${sponsoredCampaigns.spentPaise} > ${sponsoredCampaigns.settledPaise}`,
            and(inArray(sponsoredCampaigns.status, ['ended', 'declined']), sql`${sponsoredCampaigns.returnedAt} is null`),
            and(inArray(sponsoredCampaigns.status, ['active', 'paused']), lte(sponsoredCampaigns.endsAt, now)),
            and(eq(sponsoredCampaigns.status, 'active'), sql`${sponsoredCampaigns.budgetPaise} - ${sponsoredCampaigns.spentPaise} < ${sponsoredCampaigns.unitPricePaise}`),
            and(inArray(sponsoredCampaigns.status, [...OPEN]), sql`(${models.id} is null or not ${LISTED_PUBLICLY} or ${users.status} is distinct from 'active')`),
          ),
        ),
      )
      .orderBy(asc(sponsoredCampaigns.id))
      .limit(BATCH);
    for (const { id } of due) {
      const moved = await db.transaction(async (tx) => {
        const row = await lockCampaign(tx, id);
        if (!row) return false;
        const reason = await endingOf(tx, row, now);
        if (reason) {
          const ended = await endCampaign(tx, row, { status: 'ended', reason, now });
          // A waiting one whose model went private was never shown: its owner hears it ended all the same.
          await recordEvent(tx, jobs, {
            type: 'sponsored.ended',
            subjectId: row.creatorId,
            actorId: null,
            data: { campaignId: row.id, title: row.title, reason, spent: ended.spentPaise, returned: ended.budgetPaise - ended.spentPaise },
          });
          return true;
        }
        if ((row.status === 'ended' || row.status === 'declined') && !row.returnedAt) {
          await endCampaign(tx, row, { status: row.status, reason: (row.endReason as EndReason | null) ?? 'time', now });
          return true;
        }
        if (row.spentPaise > row.settledPaise) {
          await settleSpend(tx, row);
          return true;
        }
        return false;
      });
      if (moved) changed++;
    }
    if (due.length < BATCH) return changed;
    after = due.at(-1)!.id;
  }
}
