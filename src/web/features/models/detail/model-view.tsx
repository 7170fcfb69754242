import { Sparkles } from 'lucide-react';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { AdSlot } from '../../../components/ad-slot/ad-slot';
import { VisibilityBadge } from '../../../components/model-card/visibility-badge';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ModelComments } from './comments/model-comments';
import { CreatorCard } from './creator-card';
import { HiddenBanner } from './hidden-banner';
import { ModelActions } from './model-actions';
import { ModelDescription } from './model-description';
import { ModelDetails } from './model-details';
import { ModelFiles } from './model-files';
import { ModelMakes } from './model-makes';
import { ModelMedia } from './model-media';
import { PrintAndSlice } from './print-and-slice';
import { ModelRemixes } from './model-remixes';
import { ModelStats } from './model-stats';
import { RelatedModels } from './related-models';
import { HeaderRating } from './reviews/header-rating';
import { ModelReviewsSection } from './reviews/model-reviews-section';

/**
 * The model page's layout. On wide screens the actions and facts sit in a column beside the media;
 * on phones they come straight after it, before the long description and file list. The sidebar's
 * ads end the column on wide screens; on phones they come after the comments, where arriving late
 * moves nothing being read.
 */
export function ModelView({ model, canEdit, liked, bookmarked }: { model: ModelDetail; canEdit: boolean; liked: boolean; bookmarked: boolean }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const ads = <AdSlot placement="model_detail_sidebar" limit={1} layout="column" className={wide ? undefined : 'mx-auto max-w-sm'} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <HiddenBanner model={model} />
      <header className="mb-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">{model.title}</h1>
          {model.visibility === 'private' && <VisibilityBadge visibility="private" />}
          {model.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">
              <Sparkles className="size-3.5" aria-hidden="true" /> Featured
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-fg-muted">
          {model.category}
          {model.formats.length > 0 && <> · {model.formats.map((f) => f.toUpperCase()).join(', ')}</>}
        </p>
        <HeaderRating averageRating={model.averageRating} reviewCount={model.reviewCount} />
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0">
          <ModelMedia model={model} />
        </div>
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ModelActions model={model} canEdit={canEdit} liked={liked} bookmarked={bookmarked} />
          <CreatorCard creator={model.creator} model={model} />
          <ModelStats counters={model} />
          <ModelDetails details={model} />
          {wide && ads}
        </div>
        <div className="min-w-0 space-y-10 lg:col-start-1">
          <ModelDescription text={model.description} />
          <PrintAndSlice model={model} />
          <ModelFiles files={model.files} />
          <ModelRemixes model={model} />
          <ModelMakes model={model} />
          <ModelReviewsSection modelId={model.id} ownerId={model.userId} />
          <ModelComments modelId={model.id} count={model.commentCount} />
          {!wide && ads}
        </div>
      </div>
      <RelatedModels modelId={model.id} />
    </div>
  );
}
