import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { EligibilityProgress } from '../../components/eligibility-progress/eligibility-progress';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
import { EarningsSummary } from './earnings-summary';
import { DEFAULT_HISTORY_TAB, DEFAULT_TIME_RANGE, historyTabFrom, timeRangeFrom } from './earnings-view';
import { TimeRangeSwitch } from '../../components/time-range-switch';
import { TipHistory } from './tip-history';
import { useAddressChoice } from './use-address-choice';

/**
 * /tips, "Tips & Earnings" (SPEC §2, issue 15 item 1): what the signed-in member earned from tips,
 * real money and test money apart, how far they are from withdrawing, and every tip received and
 * sent. The period and the history tab live in the address, so a reload or a link keeps them.
 * Charts, the CSV export and withdrawing are on /earnings, linked from here.
 */
export default function TipsPage() {
  usePageTitle('Tips & Earnings');
  const [range, setRange] = useAddressChoice('range', timeRangeFrom, DEFAULT_TIME_RANGE);
  const [tab, setTab] = useAddressChoice('history', historyTabFrom, DEFAULT_HISTORY_TAB);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Tips & Earnings" description="What you earned from tips, real and test money apart, and every tip you received or sent.">
        <TimeRangeSwitch value={range} onChange={setRange} />
      </PageHeader>
      <p className="-mt-4 mb-8 text-sm">
        <Link to={range === DEFAULT_TIME_RANGE ? '/earnings' : `/earnings?range=${range}`} className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline">
          <BarChart3 className="size-4" aria-hidden="true" />
          Charts, CSV export and withdrawals on the Earnings page
        </Link>
      </p>
      <div className="space-y-10">
        <EarningsSummary range={range} between={(data) => <EligibilityProgress {...data} placement="page" />} />
        <TipHistory tab={tab} onTabChange={setTab} />
      </div>
    </div>
  );
}
