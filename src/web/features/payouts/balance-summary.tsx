import { Clock, Landmark, Wallet } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { rupees } from './payout-rules';

interface Balances {
  availableBalance: number;
  pendingWithdrawals: number;
  totalWithdrawn: number;
}

function Figure({ icon: Icon, label, value, hint }: { icon: ComponentType<{ className?: string }>; label: string; value: string; hint: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-bg/40 p-3">
      <dt className="flex items-center gap-2 text-sm text-fg-muted">
        <Icon className="size-4 shrink-0 text-brand" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-fg [overflow-wrap:anywhere]">{value}</dd>
      <dd className="mt-0.5 text-xs text-fg-muted">{hint}</dd>
    </div>
  );
}

/** The live book's money as the ledger has it, all time: what can be withdrawn, what is held for requests, what was paid out. */
export function BalanceSummary({ balances }: { balances: Balances }) {
  return (
    <dl aria-label="Your balance" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
      <Figure icon={Wallet} label="Available" value={rupees(Math.max(0, balances.availableBalance))} hint="Can be withdrawn now" />
      <Figure icon={Clock} label="Pending" value={rupees(balances.pendingWithdrawals)} hint="Held for withdrawals in progress" />
      <Figure icon={Landmark} label="Withdrawn" value={rupees(balances.totalWithdrawn)} hint="Paid out to you" />
    </dl>
  );
}
