import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { EligibilityProgress } from '../../components/eligibility-progress/eligibility-progress';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useBalances, useEligibility, usePayoutSettings } from './api/use-payouts';
import { BalanceSummary } from './balance-summary';
import { KycPanel } from './kyc-panel';
import { Panel } from './panel';
import { PayoutMethods } from './payout-methods';
import { withdrawBlocker } from './payout-rules';
import { PinPanel } from './pin-panel';
import { WithdrawDialog } from './withdraw-dialog';
import { WithdrawalHistory } from './withdrawal-history';

/**
 * The creator's payouts (issue 15 items 2–4), shown on /earnings: how far from withdrawing, the
 * live balance, Withdraw, where and when money is paid, the PIN, KYC-lite and every withdrawal.
 */
export function PayoutsSection() {
  const balances = useBalances();
  const eligibility = useEligibility();
  const settings = usePayoutSettings();
  const [withdrawing, setWithdrawing] = useState(false);

  const failed = [balances, eligibility, settings].find((query) => query.isError && !query.data);
  let body;
  if (failed) {
    body = (
      <LoadFailed
        error={failed.error}
        lead="Could not load your payouts."
        onRetry={() => {
          for (const query of [balances, eligibility, settings]) if (query.isError) void query.refetch();
        }}
      />
    );
  } else if (!balances.data || !eligibility.data || !settings.data) {
    body = <Spinner label="Loading your payouts" />;
  } else {
    const summary = balances.data.summary;
    const blocker = withdrawBlocker({ ...eligibility.data, availableBalance: summary.availableBalance, settings: settings.data });
    body = (
      <>
        <Panel id="withdraw" title="Withdraw" description="Real earnings only: test-mode tips are never paid out.">
          <EligibilityProgress {...eligibility.data} placement="panel" />
          <BalanceSummary balances={summary} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => setWithdrawing(true)} disabled={blocker !== null} aria-describedby={blocker ? 'withdraw-blocker' : undefined}>
              <ArrowUpRight className="size-5" aria-hidden="true" />
              Withdraw
            </Button>
            {blocker && (
              <p id="withdraw-blocker" className="text-sm text-fg-muted">
                {blocker}
              </p>
            )}
          </div>
        </Panel>
        <PayoutMethods settings={settings.data} />
        <div className="grid gap-6 lg:grid-cols-2">
          <PinPanel pinSet={settings.data.pinSet} pinLockedUntil={settings.data.pinLockedUntil} />
          <KycPanel kyc={settings.data.kyc} />
        </div>
        <WithdrawDialog open={withdrawing} onOpenChange={setWithdrawing} availableBalance={summary.availableBalance} settings={settings.data} />
      </>
    );
  }

  return (
    <section aria-labelledby="payouts-heading" className="space-y-6">
      <div>
        <h2 id="payouts-heading" className="text-xl font-semibold text-fg">
          Payouts
        </h2>
        <p className="mt-1 text-sm text-fg-muted">Withdraw your real earnings to UPI or a bank account. Every request is checked by the server and reviewed by an admin.</p>
      </div>
      {body}
      <WithdrawalHistory />
    </section>
  );
}
