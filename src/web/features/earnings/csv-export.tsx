import { Download } from 'lucide-react';
import { TIPS_CSV_PATH, type EarningsBook } from '../../../shared/contracts/payments/earnings-chart';
import { buttonClasses } from '../../components/ui/button';
import type { TimeRange } from './earnings-view';

/** The export's address for one list, book and period; the session cookie goes with the download. */
export function tipsCsvHref(type: 'received' | 'sent', book: EarningsBook, timeRange: TimeRange): string {
  return `${TIPS_CSV_PATH}?${new URLSearchParams({ type, book, timeRange })}`;
}

/**
 * Plain links, not script: the server answers with an attachment, so the browser saves the file
 * (streamed, however many tips) and the page stays where it is.
 */
export function CsvExport({ book, range }: { book: EarningsBook; range: TimeRange }) {
  const what = book === 'test' ? 'test tips' : 'tips';
  return (
    <div role="group" aria-label={`Export ${what} as CSV`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-fg-muted">Export as CSV:</span>
      {(['received', 'sent'] as const).map((type) => (
        <a key={type} href={tipsCsvHref(type, book, range)} download className={buttonClasses('secondary', 'sm')} aria-label={`Download ${what} ${type}, CSV`}>
          <Download className="size-4" aria-hidden="true" />
          {type === 'received' ? 'Received' : 'Sent'}
        </a>
      ))}
    </div>
  );
}
