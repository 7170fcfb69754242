import { Download, Eye, Heart, UserCheck, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { PublicProfile } from '../../../../shared/contracts/accounts/user-profile';
import { formatCount } from '../../../lib/indian-numbers';

type Totals = Pick<PublicProfile, 'totalDownloads' | 'totalLikes' | 'totalViews' | 'followersCount' | 'followingCount'>;

const STATS: { key: keyof Totals; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'totalDownloads', label: 'Downloads', icon: Download },
  { key: 'totalLikes', label: 'Likes', icon: Heart },
  { key: 'totalViews', label: 'Views', icon: Eye },
  { key: 'followersCount', label: 'Followers', icon: Users },
  { key: 'followingCount', label: 'Following', icon: UserCheck },
];

/** A user's totals as stat cards: two columns on phones, five on wide screens. */
export function ProfileStats({ totals, headingId }: { totals: Totals; headingId?: string }) {
  return (
    <dl aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {STATS.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-2xl border border-border bg-surface p-4 last:col-span-2 sm:last:col-span-1">
          <dt className="flex items-center gap-2 text-sm text-fg-muted">
            <Icon className="size-4 text-brand" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-fg">{formatCount(totals[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
