import { HeartHandshake, UserX } from 'lucide-react';
import { UserAvatar } from '../../components/ui/user-avatar';
import type { TipParty } from './earnings-view';

/** The round picture beside a tip: the member's avatar, or an icon for Meshmandi or a former member, the same size. */
export function TipPartyAvatar({ party }: { party: TipParty }) {
  if (party.kind === 'member') return <UserAvatar name={party.name} photoURL={party.photoURL} size="md" />;
  const Icon = party.kind === 'platform' ? HeartHandshake : UserX;
  return (
    <span
      aria-hidden="true"
      className={
        party.kind === 'platform'
          ? 'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand'
          : 'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-muted'
      }
    >
      <Icon className="size-6" />
    </span>
  );
}
