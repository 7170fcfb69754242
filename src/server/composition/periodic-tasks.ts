import { refreshTrending } from '../discovery';
import { pruneCountMarks, rollUpCounters, sweepOrphanedFiles, requestMissingPreviews } from '../models';
import { pruneRateLimitHits } from '../http/database-rate-limit-store';
import { pruneSignIns } from '../security';
import { closeAnalyticsDays, pruneAnalyticsRaw } from '../analytics';
import { reconcileLedgerAndReport } from '../money';
import { watchFailedJobs } from '../alerts';
import { createScheduledWithdrawals, payoutRedriveTask } from '../payouts';
import { emailDepsFrom, sendDigests, sendDueNotificationEmails } from '../notifications';
import { campaignDepsFrom, sendCampaignEmails } from '../campaigns';
import { markTierAnniversaries, markTierNoticesServed, reviewCreatorTiers } from '../tiers';
import { payReferralRewards } from '../referrals';
import { settleSponsoredPlacements } from '../sponsored';
import type { Services } from '../services';
import type { PeriodicTask } from '../jobs/job-queue';

const HOUR = 60 * 60 * 1000;

/** The app's housekeeping: each runs once per period, whichever node takes it (decision 024). */
export function periodicTasks(services: Services): PeriodicTask[] {
  return [
    { name: 'upload-sweep', periodMs: HOUR, run: () => services.uploads.sweepExpired() },
    { name: 'trending-refresh', periodMs: services.config.discovery.trendingRefreshMs, run: () => refreshTrending(services.db) },
    { name: 'count-marks-prune', periodMs: HOUR, run: () => pruneCountMarks(services.db) },
    { name: 'failed-job-watch', periodMs: 5 * 60 * 1000, run: async () => void (await watchFailedJobs(services.db)) },
    { name: 'rate-limit-prune', periodMs: 10 * 60 * 1000, run: () => pruneRateLimitHits(services.db) },
    { name: 'sign-in-prune', periodMs: 6 * HOUR, run: () => pruneSignIns(services.db) },
    // Issue 16 item 4 (decision 043): ended India days into the analytics roll-up, then raw rows past their keep (closed days only).
    { name: 'analytics-roll-up', periodMs: HOUR, run: async () => void (await closeAnalyticsDays(services.db)) },
    { name: 'analytics-raw-prune', periodMs: 6 * HOUR, run: async () => void (await pruneAnalyticsRaw(services.db)) },
    // Issue 14: every book sums to zero and every cached balance equals its entries, or an error is logged.
    { name: 'ledger-reconcile', periodMs: HOUR, run: () => reconcileLedgerAndReport(services.db, services.log.child({ module: 'ledger' })) },
    // Issue 15: weekly (Mondays) and monthly (the 1st) withdrawals, India's days; hourly, each creator's once a day by its key.
    { name: 'scheduled-withdrawals', periodMs: HOUR, run: async () => void (await createScheduledWithdrawals(services, new Date(), services.log.child({ module: 'payouts' }))) },
    { name: 'counter-roll-up', periodMs: services.config.discovery.counterRollUpMs, run: () => rollUpCounters(services.db, services.jobs) },
    {
      name: 'orphaned-file-sweep',
      periodMs: HOUR,
      run: () => sweepOrphanedFiles(services, new Date(Date.now() - services.config.orphanGraceMs)),
    },
    // Issue 28 item 6 (decision 061): models without a preview, never drawn, get the render job, a batch a minute.
    { name: 'preview-backfill', periodMs: 60 * 1000, run: () => requestMissingPreviews(services) },
    // Issue 13: realtime notification e-mails (and those held by quiet hours), then the digests, each person's once per day or week.
    { name: 'notification-emails', periodMs: services.config.notificationEmail.periodMs, run: () => sendDueNotificationEmails(emailDepsFrom(services)) },
    { name: 'notification-digest-daily', periodMs: services.config.notificationEmail.periodMs, run: () => sendDigests(emailDepsFrom(services), 'daily') },
    { name: 'notification-digest-weekly', periodMs: services.config.notificationEmail.periodMs, run: () => sendDigests(emailDepsFrom(services), 'weekly') },
    // Issue 16 item 7: the next batch of campaign e-mails, CAMPAIGN_EMAILS_PER_MINUTE spread over the periods.
    { name: 'campaign-emails', periodMs: services.config.campaignEmail.periodMs, run: () => sendCampaignEmails(campaignDepsFrom(services, emailDepsFrom(services))) },
    // Issue 30 (decisions 074, 075): creators marked due are moved up to the tier they have earned, or given notice, or moved
    // down once it is served; accounts reaching a tier's age and notices that have ended are marked, hourly.
    { name: 'creator-tier-review', periodMs: services.config.tiers.reviewMs, run: () => reviewCreatorTiers(services.db, services.jobs, services.config.tiers.reviewMs / 2) },
    { name: 'creator-tier-anniversaries', periodMs: HOUR, run: async () => (await markTierAnniversaries(services.db)) + (await markTierNoticesServed(services.db)) },
    // Issue 31 (decision 080): referral rewards reached and not yet paid, each once, a minute at most after the friend reaches it.
    { name: 'referral-rewards', periodMs: services.config.referrals.rewardsMs, run: () => payReferralRewards(services.db, services.jobs) },
    // Issue 31 (decision 082): sponsored spend settled to ad revenue; campaigns out of time, budget or a public model end and return the rest.
    { name: 'sponsored-settle', periodMs: services.config.sponsored.settleMs, run: () => settleSponsoredPlacements(services.db, services.jobs) },
    payoutRedriveTask(services),
  ];
}
