import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../../components/ui/cn';

export interface ProfileTab {
  id: string;
  label: string;
  /** A count beside the label, when there is one. */
  count?: string;
  panel: () => ReactNode;
}

/**
 * The profile's tabs as an ARIA tablist (arrow keys, Home and End move between tabs), with the
 * chosen tab in the address (?tab=…) so a link or a reload opens the same one. Only the chosen
 * panel is drawn, so a tab's list is asked for when it is opened.
 */
export function ProfileTabs({ tabs, label }: { tabs: ProfileTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;

  function choose(id: string, focus: boolean) {
    const next = new URLSearchParams(params);
    if (id === tabs[0]!.id) next.delete('tab');
    else next.set('tab', id);
    setParams(next, { replace: true, preventScrollReset: true });
    if (focus) refs.current[tabs.findIndex((tab) => tab.id === id)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(tabs[target]!.id, true);
  }

  return (
    <div className="mt-10">
      <div role="tablist" aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0">
        {tabs.map((tab, index) => {
          const selected = tab.id === chosen.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                selected ? 'border-brand text-fg' : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {tab.label}
              {tab.count !== undefined && <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs tabular-nums text-fg-muted">{tab.count}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${chosen.id}`} aria-labelledby={`tab-${chosen.id}`} tabIndex={0} className="pt-6 focus-visible:outline-none">
        {chosen.panel()}
      </div>
    </div>
  );
}
