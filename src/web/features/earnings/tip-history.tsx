import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import type { HistoryTab } from './earnings-view';
import { ReferralRewardList } from './referral-reward-list';
import { TipHistoryList } from './tip-history-list';

const TABS: { id: HistoryTab; label: string }[] = [
  { id: 'received', label: 'Received' },
  { id: 'sent', label: 'Sent' },
  { id: 'referrals', label: 'Referral rewards' },
];

/**
 * The tip history as an ARIA tablist (arrow keys, Home and End move between the tabs). Only the
 * chosen tab's list is drawn, so the other is asked for when it is opened; the page keeps the
 * choice in the address.
 */
export function TipHistory({ tab, onTabChange }: { tab: HistoryTab; onTabChange: (tab: HistoryTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onTabChange(TABS[target]!.id);
    refs.current[target]?.focus();
  }

  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-lg font-semibold text-fg">
        Tip history
      </h2>
      <div role="tablist" aria-label="Tip history" className="flex gap-1 border-b border-border">
        {TABS.map(({ id, label }, index) => {
          const selected = id === tab;
          return (
            <button
              key={id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`tips-tab-${id}`}
              aria-selected={selected}
              aria-controls={`tips-panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onTabChange(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                selected ? 'border-brand text-fg' : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`tips-panel-${tab}`} aria-labelledby={`tips-tab-${tab}`} tabIndex={0} className="rounded-2xl">
        {tab === 'referrals' ? <ReferralRewardList /> : <TipHistoryList key={tab} tab={tab} />}
      </div>
    </section>
  );
}
