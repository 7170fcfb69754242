import { Award, Check } from 'lucide-react';
import { useId } from 'react';
import { CREATOR_TIERS, TIER_BENEFITS, TIER_REQUIREMENTS, tierRank } from '../../../shared/constants/creator-tiers';
import type { CreatorTierView } from '../../../shared/contracts/tiers/creator-tiers';
import { indianDate, tierNoticeText } from '../../../shared/tier-notice-text';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { LocalDate } from '../../components/ui/local-date';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreatorTier } from '../../lib/creator-tier';
import { benefitRows, requirementRows, requirementsText } from './tier-view';
import { CreatorTierTabs } from './creator-tier-tabs';
import { VerificationCard } from './verification-card';

function Benefits({ view }: { view: CreatorTierView }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {benefitRows(view.benefits).map((row) => (
        <div key={row.label} className="rounded-xl bg-surface-muted px-3 py-2.5">
          <dt className="text-xs text-fg-muted">{row.label}</dt>
          <dd className="text-lg font-semibold tabular-nums text-fg">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NextTier({ view }: { view: CreatorTierView }) {
  const headingId = useId();
  if (!view.next) {
    return (
      <Card>
        <p className="text-fg">You are an {view.benefits.label}, the highest tier: every benefit is yours.</p>
      </Card>
    );
  }
  const rows = requirementRows(view.inputs, view.next.requires);
  return (
    <Card aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Next: {view.next.benefits.label}
        </h2>
        <p className="text-sm text-fg-muted">
          You would keep {view.next.benefits.tipShareBps / 100}% of each tip and pay a {view.next.benefits.withdrawalFeeBps / 100}% withdrawal fee.
        </p>
      </div>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.name} className="space-y-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
              <span className="flex items-center gap-1.5 text-fg">
                {row.met && <Check className="size-4 text-success" aria-label="Done" />}
                {row.label}
              </span>
              <span className="tabular-nums text-fg-muted">{row.text}</span>
            </div>
            <div
              role="progressbar"
              aria-label={row.label}
              aria-valuemin={0}
              aria-valuemax={row.need}
              aria-valuenow={Math.min(row.have, row.need)}
              aria-valuetext={row.text}
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
            >
              <div className={cn('h-full rounded-full', row.met ? 'bg-success' : 'bg-brand')} style={{ width: `${row.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function AllTiers({ current }: { current: CreatorTierView['tier'] }) {
  const captionId = useId();
  return (
    <section aria-labelledby={captionId} className="space-y-3">
      <h2 id={captionId} className="text-lg font-semibold text-fg">
        Every tier
      </h2>
      {/* A phone gets a card per tier; wider screens the table, all terms side by side. */}
      <ul className="space-y-3 sm:hidden">
        {CREATOR_TIERS.map((tier) => {
          const b = TIER_BENEFITS[tier];
          return (
            <li key={tier} aria-current={tier === current ? 'true' : undefined} className={cn('space-y-1 rounded-xl border border-border p-4 text-sm', tier === current && 'bg-brand-soft/50')}>
              <p className="font-medium text-fg">
                {b.label}
                {tier === current && <span className="ml-2 text-xs font-normal text-fg-muted">(yours)</span>}
              </p>
              <p className="text-fg">
                {b.tipShareBps / 100}% of tips · {b.withdrawalFeeBps / 100}% withdrawal fee · {b.uploadsPerMonth} uploads a month · {b.featuredChancePercent}% featured chance
              </p>
              <p className="text-fg-muted">Asks for: {requirementsText(TIER_REQUIREMENTS[tier])}</p>
            </li>
          );
        })}
      </ul>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="hidden overflow-x-auto rounded-2xl border border-border sm:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-surface-muted text-fg-muted">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">Tier</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Share of tips</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Withdrawal fee</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Uploads a month</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Featured chance</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Asks for</th>
            </tr>
          </thead>
          <tbody>
            {CREATOR_TIERS.map((tier) => {
              const b = TIER_BENEFITS[tier];
              return (
                <tr key={tier} aria-current={tier === current ? 'true' : undefined} className={cn('border-t border-border', tier === current && 'bg-brand-soft/50')}>
                  <th scope="row" className="px-4 py-2.5 font-medium text-fg">
                    {b.label}
                    {tier === current && <span className="ml-2 text-xs font-normal text-fg-muted">(yours)</span>}
                  </th>
                  <td className="px-4 py-2.5 tabular-nums">{b.tipShareBps / 100}%</td>
                  <td className="px-4 py-2.5 tabular-nums">{b.withdrawalFeeBps / 100}%</td>
                  <td className="px-4 py-2.5 tabular-nums">{b.uploadsPerMonth}</td>
                  <td className="px-4 py-2.5 tabular-nums">{b.featuredChancePercent}%</td>
                  <td className="px-4 py-2.5 text-fg-muted">{requirementsText(TIER_REQUIREMENTS[tier])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /creator-tier (SPEC §2, issue 30): the creator's tier and what it gives, their progress toward the
 * next, and every tier's terms. Moving up happens by itself within a minute or two of earning it.
 */
export default function CreatorTierPage() {
  usePageTitle('Creator Tier');
  const tier = useCreatorTier();
  const view = tier.data;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PageHeader title="Creator Tier" description="What your tier gives you, and what the next one asks." />
      <CreatorTierTabs />
      {tier.isPending && <Spinner label="Loading your creator tier" />}
      {tier.isError && <LoadFailed error={tier.error} onRetry={() => void tier.refetch()} lead="Could not load your creator tier." />}
      {view && (
        <div className="space-y-8">
          <Card className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <Award className="size-8 text-brand" aria-hidden="true" />
              <div>
                <p className="text-sm text-fg-muted">Your tier</p>
                <p className="text-2xl font-semibold text-fg">{view.benefits.label}</p>
              </div>
              {view.since && (
                <p className="ml-auto text-sm text-fg-muted">
                  Since <LocalDate iso={view.since} style="long" />
                </p>
              )}
            </div>
            {view.setBy === 'admin' && view.reason && <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">Set by the Meshmandi team: {view.reason}</p>}
            <Benefits view={view} />
            <p className="text-sm text-fg-muted">
              {view.uploads.used >= view.uploads.limit
                ? `You have published all ${view.uploads.limit} models this month allows`
                : `You have published ${view.uploads.used} of ${view.uploads.limit} models this month`}
              ; the count starts again on {indianDate(new Date(view.uploads.resetsAt))}.
            </p>
            {view.keepsUntil && tierRank(view.earned) < tierRank(view.tier) && <Alert tone="info">{tierNoticeText({ tier: view.tier, to: view.earned, keepsUntil: view.keepsUntil })}.</Alert>}
            {tierRank(view.earned) > tierRank(view.tier) && (
              <Alert tone="info">You have earned {TIER_BENEFITS[view.earned].label}: your tier moves up within a minute or two.</Alert>
            )}
          </Card>
          <NextTier view={view} />
          <VerificationCard />
          <AllTiers current={view.tier} />
        </div>
      )}
    </div>
  );
}
