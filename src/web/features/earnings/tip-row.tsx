import { Link } from 'react-router';
import type { TipItem } from '../../../shared/contracts/payments/tips';
import { LocalDate } from '../../components/ui/local-date';
import { modelPath } from '../../../shared/model-path';
import { rupees, tipPartyOf, type TipsTab } from './earnings-view';
import { TestBadge } from './test-badge';
import { TipPartyAvatar } from './tip-party-avatar';

function PartyName({ tip, tab }: { tip: TipItem; tab: TipsTab }) {
  const party = tipPartyOf(tip, tab);
  if (party.kind === 'member') {
    return (
      <Link to={`/profile/${encodeURIComponent(party.uid)}`} className="font-semibold text-fg hover:text-brand hover:underline">
        {party.name}
      </Link>
    );
  }
  return <span className="font-semibold text-fg">{party.kind === 'platform' ? 'Meshmandi' : 'A former member'}</span>;
}

/**
 * One tip in the history: who, for which model, what was paid (and, received, the creator's
 * share), the message and the day; a test tip and a refund are marked on the row itself, since
 * the list mixes both books.
 */
export function TipRow({ tip, tab }: { tip: TipItem; tab: TipsTab }) {
  return (
    <li className="flex flex-wrap gap-x-3 gap-y-2 px-4 py-4">
      <TipPartyAvatar party={tipPartyOf(tip, tab)} />
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-fg [overflow-wrap:anywhere]">
          <span className="sr-only">{tab === 'received' ? 'From ' : 'To '}</span>
          <PartyName tip={tip} tab={tab} />
          {tip.model && (
            <span className="text-fg-muted">
              {' for '}
              <Link to={modelPath(tip.model)} className="font-medium text-brand hover:underline">
                {tip.model.title}
              </Link>
            </span>
          )}
        </p>
        {tip.message && <p className="mt-1 whitespace-pre-line text-sm text-fg [overflow-wrap:anywhere]">“{tip.message}”</p>}
        <p className="mt-1 text-xs text-fg-muted">
          <LocalDate iso={tip.createdAt} style="short" />
        </p>
      </div>
      <div className="ml-auto flex shrink-0 flex-col items-end gap-1 text-right">
        <p className="text-lg font-bold tabular-nums text-fg">
          <span className="sr-only">Paid </span>
          {rupees(tip.amount)}
        </p>
        {tab === 'received' && <p className="text-xs tabular-nums text-fg-muted">Your share {rupees(tip.creatorAmount)}</p>}
        {(tip.testMode || tip.refundedAmount > 0) && (
          <p className="flex flex-wrap justify-end gap-1">
            {tip.testMode && <TestBadge />}
            {tip.refundedAmount > 0 && (
              <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">Refunded {rupees(tip.refundedAmount)}</span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}
