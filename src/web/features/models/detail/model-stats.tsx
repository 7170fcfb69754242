import { Download, Eye, Heart, Share2 } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ModelSummary } from '../../../../shared/contracts/models/model-shapes';
import { formatCount } from '../../../lib/indian-numbers';

type Counters = Pick<ModelSummary, 'views' | 'downloads' | 'likes' | 'shares'>;

const STATS: { key: keyof Counters; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'views', label: 'Views', icon: Eye },
  { key: 'downloads', label: 'Downloads', icon: Download },
  { key: 'likes', label: 'Likes', icon: Heart },
  { key: 'shares', label: 'Shares', icon: Share2 },
];

/** The model's four counters (SPEC §3), as the server counted them. */
export function ModelStats({ counters }: { counters: Counters }) {
  return (
    <ul aria-label="Counts" className="grid grid-cols-4 divide-x divide-border rounded-2xl border border-border bg-surface">
      {STATS.map(({ key, label, icon: Icon }) => (
        <li key={key} data-testid={`stat-${key}`} className="flex flex-col items-center gap-0.5 px-1 py-3 text-center">
          <Icon className="size-4 text-brand" aria-hidden="true" />
          <span className="text-lg font-bold text-fg tabular-nums">{formatCount(counters[key])}</span>
          <span className="text-xs text-fg-muted">{label}</span>
        </li>
      ))}
    </ul>
  );
}
