import { Camera, Download, Eye, Heart, Share2 } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { formatCount } from '../../../lib/indian-numbers';
import { makesLabel } from '../../../lib/makes';

type Counters = Pick<ModelDetail, 'views' | 'downloads' | 'likes' | 'shares' | 'makeCount'>;

const STATS: { key: keyof Counters; label: (count: number) => string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'views', label: () => 'Views', icon: Eye },
  { key: 'downloads', label: () => 'Downloads', icon: Download },
  { key: 'likes', label: () => 'Likes', icon: Heart },
  { key: 'shares', label: () => 'Shares', icon: Share2 },
  { key: 'makeCount', label: makesLabel, icon: Camera },
];

/** The model's four counters (SPEC §3), as the server counted them, and its makes (decision 090). */
export function ModelStats({ counters }: { counters: Counters }) {
  return (
    <ul aria-label="Counts" className="grid grid-cols-5 divide-x divide-border rounded-2xl border border-border bg-surface">
      {STATS.map(({ key, label, icon: Icon }) => (
        <li key={key} data-testid={`stat-${key}`} className="flex min-w-0 flex-col items-center gap-0.5 px-1 py-3 text-center">
          <Icon className="size-4 text-brand" aria-hidden="true" />
          <span className="text-lg font-bold text-fg tabular-nums">{formatCount(counters[key])}</span>
          <span className="text-xs text-fg-muted">{label(counters[key])}</span>
        </li>
      ))}
    </ul>
  );
}
