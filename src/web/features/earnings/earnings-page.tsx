import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
// The one import across features, asked for by issue 15: the payouts feature owns its section and
// this page only places it. Its folder imports nothing from here, so no cycle can form.
// eslint-disable-next-line no-restricted-imports
import { PayoutsSection } from '../payouts/payouts-section';
import { EarningsCharts } from './charts/earnings-charts';
import { CsvExport } from './csv-export';
import { EarningsSummary } from './earnings-summary';
import { DEFAULT_TIME_RANGE, timeRangeFrom } from './earnings-view';
import { TimeRangeSwitch } from '../../components/time-range-switch';
import { useAddressChoice } from './use-address-choice';

/**
 * /earnings (SPEC §2 "Earnings", issue 15 item 1): the summary /tips opens with, charts of the
 * period's earnings over time and by model for each book, the CSV export, and the payouts section.
 * Test money stays in its own labelled section, charts included. The period is kept in the address.
 */
export default function EarningsPage() {
  usePageTitle('Earnings');
  const [range, setRange] = useAddressChoice('range', timeRangeFrom, DEFAULT_TIME_RANGE);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Earnings" description="What your models earned over time and which earned most, real and test money apart.">
        <TimeRangeSwitch value={range} onChange={setRange} />
      </PageHeader>
      <p className="-mt-4 mb-8 text-sm">
        <Link to={range === DEFAULT_TIME_RANGE ? '/tips' : `/tips?range=${range}`} className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline">
          <Gift className="size-4" aria-hidden="true" />
          Every tip you received or sent, with its message, on Tips &amp; Earnings
        </Link>
      </p>
      <div className="space-y-10">
        <EarningsSummary
          range={range}
          live={
            <div className="space-y-4 pt-2">
              <EarningsCharts range={range} book="live" />
              <CsvExport book="live" range={range} />
            </div>
          }
          test={
            <div className="space-y-4 pt-2">
              <EarningsCharts range={range} book="test" />
              <CsvExport book="test" range={range} />
            </div>
          }
        />
        {/* Payouts: balance, withdrawing and payout settings, written and kept by the payouts feature. */}
        <PayoutsSection />
      </div>
    </div>
  );
}
