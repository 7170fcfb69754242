import { Download, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { buttonClasses } from '../../../components/ui/button';
import { DeleteButton } from '../manage/delete-button';
import { DeleteModelDialog } from '../manage/delete-model-dialog';
import { ModelMarks } from './model-marks';
import { SaveToCollectionButton } from '../../../components/collections/save-to-collection-button';
import { RequestCollaborationButton } from '../../../components/collaboration/request-collaboration-button';
import { FeatureToggle } from './feature-toggle';
import { ShareMenu } from './share-menu';
import { ReportLink } from '../../../components/report-link/report-link';
import { modelPath } from '../../../../shared/model-path';
import { trackActivity } from '../../../lib/track-activity';

interface ModelActionsProps {
  model: Pick<ModelDetail, 'id' | 'userId' | 'slug' | 'title' | 'thumbnail' | 'zipUrl' | 'likes' | 'visibility' | 'featured'>;
  canEdit: boolean;
  /** The viewer's own marks on the model (false for a visitor). */
  liked: boolean;
  bookmarked: boolean;
}

/** Download everything, like and save, share; for the owner (or an admin) edit and delete; for admins, feature on home. */
export function ModelActions({ model, canEdit, liked, bookmarked }: ModelActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="space-y-2">
      <a href={model.zipUrl} download={`${model.slug}.zip`} onClick={() => trackActivity('download_click', { modelId: model.id, file: 'zip' })} className={buttonClasses('primary', 'md', 'w-full')}>
        <Download className="size-4" aria-hidden="true" /> Download all (ZIP)
      </a>
      <ModelMarks modelId={model.id} likes={model.likes} liked={liked} bookmarked={bookmarked} />
      <SaveToCollectionButton modelId={model.id} />
      <RequestCollaborationButton model={model} />
      <ShareMenu model={model} />
      <FeatureToggle model={model} />
      {canEdit && (
        <>
          <div className="grid grid-cols-2 gap-2 pt-1">
            <Link to={`/model/${model.id}/edit`} className={buttonClasses('secondary', 'sm')}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Link>
            <DeleteButton onClick={() => setConfirming(true)} />
          </div>
          {/* Replace, so Back does not lead to a model that no longer exists. */}
          <DeleteModelDialog model={model} open={confirming} onOpenChange={setConfirming} onDeleted={() => void navigate('/manage', { replace: true })} />
        </>
      )}
      <div className="flex justify-end">
        <ReportLink path={modelPath(model)} what="this model" />
      </div>
    </div>
  );
}
