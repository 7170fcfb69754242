import { Link } from 'react-router';
import type { z } from 'zod';
import type { TopCreator } from '../../../shared/contracts/discovery/discovery';
import { UserAvatar } from '../../components/ui/user-avatar';
import { formatCount } from '../../lib/indian-numbers';
import { HomeSection } from './home-section';
import { VerifiedMark } from '../../components/verified-mark/verified-mark';

type Creator = z.infer<typeof TopCreator>;

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The creators whose public models are downloaded most, each linking to their profile. */
export function TopCreators({ creators }: { creators: Creator[] | undefined }) {
  if (creators?.length === 0) return null;
  return (
    <HomeSection id="creators" title="Top creators" description="The makers whose models are downloaded most.">
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {creators
          ? creators.map(({ creator, models, downloads }) => (
              <li key={creator.uid} className="relative flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 focus-within:ring-2 focus-within:ring-ring hover:border-brand">
                <UserAvatar name={creator.displayName} photoURL={creator.photoURL} size="md" />
                <div className="min-w-0">
                  <p className="flex items-center gap-1 font-semibold text-fg">
                    {/* The link covers the tile, so the whole card is one target and one tab stop. */}
                    <Link to={`/profile/${creator.uid}`} className="truncate outline-none after:absolute after:inset-0 after:content-['']">
                      {creator.displayName}
                    </Link>
                    {creator.isVerified && <VerifiedMark />}
                  </p>
                  <p className="text-sm text-fg-muted">
                    {plural(models, 'model', 'models')} · {plural(downloads, 'download', 'downloads')}
                  </p>
                </div>
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i} aria-hidden="true" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4">
                <span className="size-12 shrink-0 animate-pulse rounded-full bg-surface-muted" />
                <span className="flex-1 space-y-2">
                  <span className="block h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
                  <span className="block h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
                </span>
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
