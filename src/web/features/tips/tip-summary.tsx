import { formatRupees } from '../../../shared/money/format-rupees';
import type { TipSummary as Summary } from './tip-amount';

const rupees = (paise: number) => formatRupees(paise, { paise: 'always' });

/**
 * SPEC §2's summary: the tip, the platform's fee and what the creator receives, to 2 decimals. The
 * fee's per cent is the creator's tier's (15 % for a basic creator); `feeBps` is null while it is
 * being asked for, and the split then waits rather than show a figure that may be wrong.
 */
export function TipSummary({ summary, toPlatform, feeBps }: { summary: Summary; toPlatform: boolean; feeBps: number | null }) {
  const known = toPlatform || feeBps !== null;
  return (
    <dl aria-label="Summary" aria-busy={!known} className="space-y-1.5 rounded-lg border border-border bg-surface-muted px-4 py-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-fg-muted">Tip amount</dt>
        <dd className="font-medium text-fg tabular-nums">{rupees(summary.amount)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        {/* A tip to Meshmandi itself has no fee to take: the platform keeps all of it. */}
        <dt className="text-fg-muted">Platform fee ({toPlatform ? 0 : feeBps === null ? '…' : feeBps / 100}%)</dt>
        <dd className="text-fg tabular-nums">{known ? rupees(summary.platformFee) : '…'}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-1.5">
        <dt className="font-medium text-fg">{toPlatform ? 'Meshmandi receives' : "Creator's share"}</dt>
        <dd className="font-semibold text-fg tabular-nums">{known ? rupees(summary.recipientShare) : '…'}</dd>
      </div>
    </dl>
  );
}
