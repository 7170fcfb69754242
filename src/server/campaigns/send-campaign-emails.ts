import { and, asc, eq, inArray, isNotNull, lt, not, or, sql } from 'drizzle-orm';
import { campaignRecipients, emailCampaigns } from '../db/schema';
import { isLiveJobNode } from '../jobs/job-node-liveness';
import { listUnsubscribeHeaders, unsubscribeUrl, type EmailDeps } from '../notifications';
import type { Mailer } from '../mail';
import type { Services } from '../services';
import { campaignEmail } from './campaign-email';
import { renderCampaignMarkdown, type RenderedMarkdown } from './campaign-markdown';
import { stillReceiving } from './campaign-segments';

/**
 * A claim belongs to a run that died once the node that made it has stopped (its heartbeat, within
 * seconds: decision 051), or once it is older than this: sends take seconds, and a run is failed
 * after 15 minutes (job-queue.ts) even on a node that lives on.
 */
const STALE_CLAIM_MS = 20 * 60_000;
export const INTERRUPTED = 'The sending run stopped before the mail server answered; not sent again, so no one gets it twice';
export const NO_LONGER_RECEIVING = 'Unsubscribed from announcements, unverified or no longer active since the campaign was sent';

export interface CampaignDeps extends Omit<EmailDeps, 'mailer'> {
  /**
   * The transport itself, not the delivery path (decision 052): a campaign keeps its own
   * rate-limited, at-most-once bookkeeping per recipient (decision 044).
   */
  mailer: Mailer;
  /** Recipients mailed per run: the rate per minute times the run's period. */
  batch: number;
  /** The server node whose run claims recipients (the job queue's node id). */
  nodeId: string;
}

export function campaignDepsFrom(services: Services, deps: EmailDeps): CampaignDeps {
  const { perMinute, periodMs } = services.config.campaignEmail;
  return { ...deps, mailer: deps.mailer.transport, log: services.log.child({ module: 'email-campaigns' }), batch: Math.max(1, Math.floor((perMinute * periodMs) / 60_000)), nodeId: services.jobs.nodeId };
}

export interface CampaignRunOutcome {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * One run of the campaign sender (a periodic task, once per period across nodes): claims up to a
 * batch of pending recipients of sending campaigns, oldest campaign first, and mails them. The
 * claim (pending → sending) commits before any mail goes, with SKIP LOCKED, so two runs or two
 * nodes never take the same row; each claimed row then becomes sent or failed once. A row whose
 * run died while claimed is failed, not sent again: "maybe twice" is worse than "once, maybe not".
 */
export async function sendCampaignEmails(deps: CampaignDeps, now = new Date()): Promise<CampaignRunOutcome> {
  const outcome: CampaignRunOutcome = { sent: 0, failed: 0, skipped: 0 };
  await deps.db
    .update(campaignRecipients)
    .set({ status: 'failed', error: INTERRUPTED })
    .where(
      and(
        eq(campaignRecipients.status, 'sending'),
        or(
          lt(campaignRecipients.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          and(isNotNull(campaignRecipients.claimedBy), not(isLiveJobNode(campaignRecipients.claimedBy))),
        ),
      ),
    );

  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ campaignId: campaignRecipients.campaignId, userId: campaignRecipients.userId, email: campaignRecipients.email, subject: emailCampaigns.subject, body: emailCampaigns.body })
      .from(campaignRecipients)
      .innerJoin(emailCampaigns, eq(emailCampaigns.id, campaignRecipients.campaignId))
      .where(and(eq(campaignRecipients.status, 'pending'), eq(emailCampaigns.status, 'sending')))
      .orderBy(asc(emailCampaigns.startedAt), asc(campaignRecipients.campaignId), asc(campaignRecipients.userId))
      .limit(deps.batch)
      .for('update', { of: campaignRecipients, skipLocked: true });
    const receiving = await stillReceiving(tx, [...new Set(rows.map((row) => row.userId))]);
    const keyOf = (row: { campaignId: string; userId: string }) => sql`(${row.campaignId}, ${row.userId})`;
    const where = (list: typeof rows) => sql`(${campaignRecipients.campaignId}, ${campaignRecipients.userId}) in (${sql.join(list.map(keyOf), sql`, `)})`;
    const sending = rows.filter((row) => receiving.has(row.userId));
    const leftOut = rows.filter((row) => !receiving.has(row.userId));
    if (sending.length > 0) await tx.update(campaignRecipients).set({ status: 'sending', claimedAt: now, claimedBy: deps.nodeId }).where(where(sending));
    if (leftOut.length > 0) await tx.update(campaignRecipients).set({ status: 'skipped', error: NO_LONGER_RECEIVING }).where(where(leftOut));
    outcome.skipped = leftOut.length;
    return sending;
  });

  const rendered = new Map<string, RenderedMarkdown>();
  for (const row of claimed) {
    let body = rendered.get(row.campaignId);
    if (!body) rendered.set(row.campaignId, (body = renderCampaignMarkdown(row.body)));
    const unsubscribe = unsubscribeUrl(deps, row.userId, 'announcements');
    const email = campaignEmail(row.subject, body, { publicUrl: deps.publicUrl, supportEmail: deps.supportEmail, unsubscribeUrl: unsubscribe });
    const key = and(eq(campaignRecipients.campaignId, row.campaignId), eq(campaignRecipients.userId, row.userId), eq(campaignRecipients.status, 'sending'));
    try {
      await deps.mailer.send({ to: row.email, kind: 'campaign', headers: listUnsubscribeHeaders(unsubscribe), ...email });
      await deps.db.update(campaignRecipients).set({ status: 'sent', sentAt: new Date(), error: null }).where(key);
      outcome.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db.update(campaignRecipients).set({ status: 'failed', error: message.slice(0, 1000) }).where(key);
      outcome.failed += 1;
      deps.log.warn({ err: error, campaignId: row.campaignId, userId: row.userId }, 'campaign e-mail not sent');
    }
  }

  await finishCampaigns(deps, now);
  return outcome;
}

/** A sending campaign with no one left to send to is sent. */
async function finishCampaigns(deps: CampaignDeps, now: Date): Promise<void> {
  const open = deps.db
    .select({ id: campaignRecipients.campaignId })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, emailCampaigns.id), inArray(campaignRecipients.status, ['pending', 'sending'])));
  await deps.db
    .update(emailCampaigns)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(and(eq(emailCampaigns.status, 'sending'), sql`not exists ${open}`));
}
