import type { Achievement } from '../../../shared/contracts/community/profiles';
import { formatCount } from '../../lib/indian-numbers';

/** An achievement as a badge reads: "First model", "5 models", "10 followers", "1,000 views". */
export function achievementLabel({ type, milestone }: Pick<Achievement, 'type' | 'milestone'>): string {
  const n = formatCount(milestone);
  if (type === 'models_uploaded') return milestone === 1 ? 'First model' : `${n} models`;
  if (type === 'followers') return `${n} ${milestone === 1 ? 'follower' : 'followers'}`;
  return `${n} views`;
}

/** What each kind of achievement counts, said under the badge. */
export const ACHIEVEMENT_KIND: Record<Achievement['type'], string> = {
  models_uploaded: 'Models published',
  followers: 'Followers',
  total_views: 'Views on their models',
};
