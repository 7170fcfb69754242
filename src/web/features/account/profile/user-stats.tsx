import { Box, Download, Eye, Heart, UserCheck, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { UserStats as Stats } from '../../../../shared/contracts/community/profiles';
import { formatCount } from '../../../lib/indian-numbers';

type Figure = Exclude<keyof Stats, 'likesPublic'>;

const STATS: { key: Figure; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'models', label: 'Models', icon: Box },
  { key: 'downloads', label: 'Downloads', icon: Download },
  { key: 'likes', label: 'Likes', icon: Heart },
  { key: 'views', label: 'Views', icon: Eye },
  { key: 'followers', label: 'Followers', icon: Users },
  { key: 'following', label: 'Following', icon: UserCheck },
];

/** A member's totals from getUserStats: two columns on phones, three on tablets, six on wide screens. */
export function UserStats({ stats, headingId }: { stats: Stats | undefined; headingId: string }) {
  return (
    <dl aria-labelledby={headingId} aria-busy={stats === undefined} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {STATS.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-2xl border border-border bg-surface p-4">
          <dt className="flex items-center gap-2 text-sm text-fg-muted">
            <Icon className="size-4 text-brand" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-fg" data-testid={`stat-${key}`}>
            {stats ? formatCount(stats[key]) : <span className="inline-block h-7 w-12 animate-pulse rounded bg-surface-muted" aria-hidden="true" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
