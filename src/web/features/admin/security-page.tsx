import { Activity, ArrowLeft, Gauge, KeyRound, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { usePageTitle } from '../../lib/use-page-title';
import { PausedAccounts, RecentSignInsTable } from './security-activity';
import { useSecurityData } from './security-api';
import { AllowForm, BlockForm } from './security-forms';
import { SecurityRuleList } from './security-rule-list';
import { settingCards, splitRules, type SecurityData } from './security-view';

const CARD_ICONS = { pause: KeyRound, rate: Gauge, failed: Activity, paused: UserX } as const;

function SecurityOverview({ data }: { data: SecurityData }) {
  const { blocked, allowed } = splitRules(data.rules);
  return (
    <div className="space-y-10">
      <section aria-labelledby="rules-in-force" className="space-y-4">
        <h2 id="rules-in-force" className="text-xl font-semibold text-fg">
          Rules in force
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {settingCards(data).map((card) => (
            <StatCard key={card.id} label={card.label} value={card.value} hint={card.hint} icon={CARD_ICONS[card.id]} />
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <BlockForm />
        <AllowForm />
      </div>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-6">
        <SecurityRuleList id="blocked-addresses" title="Blocked" rules={blocked} empty="No addresses are blocked." />
        <SecurityRuleList id="allowed-addresses" title="Always allowed" rules={allowed} empty="No addresses are always allowed." />
      </div>
      <PausedAccounts accounts={data.lockedAccounts} />
      <RecentSignInsTable signIns={data.recentSignIns} />
    </div>
  );
}

/**
 * /admin/security (issue 16 item 5): the sign-in rules in force, the IP block and allow lists with
 * the forms that change them, paused accounts and the latest sign-ins, all from getSecurityData.
 */
export default function AdminSecurityPage() {
  usePageTitle('Security');
  const query = useSecurityData();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Security" description="Who signs in, failed sign-ins and paused accounts, and the addresses blocked or always allowed on every server.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      {/* A failed reread keeps what was shown: the lists stay usable while the next minute's reread tries again. */}
      {query.data ? (
        <div className="space-y-6">
          {/* Said first: the server refuses a block that includes it, and it is what to give another admin to allow. */}
          <p className="rounded-2xl border border-border bg-surface-muted px-4 py-3 text-sm text-fg">
            Your address: <span className="font-mono font-semibold break-all">{query.data.yourIp}</span>
          </p>
          <SecurityOverview data={query.data} />
        </div>
      ) : query.isPending ? (
        <Spinner label="Loading the security picture" className="py-10" />
      ) : (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the security data." />
      )}
    </div>
  );
}
