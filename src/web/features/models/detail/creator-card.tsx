import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CreatorCard as Creator } from '../../../../shared/contracts/models/model-shapes';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { FollowButton } from '../../../components/follow-button/follow-button';
import { TipButton } from '../../../components/tip-button/tip-button';
import { NameWithMark } from '../../../components/verified-mark/verified-mark';

/** Who made the model, linking to their public profile, then Follow and Tip Creator (both hidden on your own models). */
export function CreatorCard({ creator, model }: { creator: Creator; model: { id: string; title: string } }) {
  return (
    <div className="space-y-2">
      <Link
        to={`/profile/${creator.uid}`}
        className="group flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-brand/50 hover:bg-surface-muted"
      >
        <UserAvatar name={creator.displayName} photoURL={creator.photoURL} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-fg-muted">Created by</span>
          <NameWithMark name={creator.displayName} verified={creator.isVerified} className="font-semibold text-fg" />
          {creator.username && <span className="block truncate text-sm text-fg-muted">@{creator.username}</span>}
        </span>
        <ChevronRight className="size-5 text-fg-muted transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
      {/* Side by side when both show; either fills the row alone (own models show neither). */}
      <div className="flex gap-2 *:min-w-0 *:flex-1 empty:hidden">
        <FollowButton userId={creator.uid} name={creator.displayName} size="sm" />
        <TipButton creatorId={creator.uid} creatorName={creator.displayName} modelId={model.id} modelTitle={model.title} size="sm" className="w-full" />
      </div>
    </div>
  );
}
