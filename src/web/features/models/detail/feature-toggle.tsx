import { useMutation } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import type * as F from '../../../../shared/contracts/models/feature-model';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { Button } from '../../../components/ui/button';
import { callByName } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useModelChanged } from '../../../lib/use-model-changed';
import { AdminChangeReasonField, REASON_MISSING, useChangingOthersModel } from '../admin-change-reason-field';

/**
 * Admins feature a public model on the home page, or stop featuring it (featureModel). The model's
 * page, the home feed and every list showing it are read again once the server has answered.
 */
export function FeatureToggle({ model }: { model: Pick<ModelDetail, 'id' | 'userId' | 'visibility' | 'featured'> }) {
  const { isAdmin } = useSession();
  const othersModel = useChangingOthersModel(model.userId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const changed = useModelChanged();
  const mutation = useMutation({
    mutationFn: (featured: boolean) =>
      callByName<typeof F.featureModel>('featureModel', { modelId: model.id, featured, ...(othersModel ? { reason: reason.trim() } : {}) }),
    onSuccess: () => {
      setReason('');
      return changed({ kind: 'edited', modelId: model.id, creatorId: model.userId });
    },
  });
  if (!isAdmin || (model.visibility !== 'public' && !model.featured)) return null;
  function toggle() {
    if (othersModel && !reason.trim()) return setReasonError(REASON_MISSING);
    mutation.mutate(!model.featured);
  }
  return (
    <div className="space-y-1">
      {othersModel && (
        <AdminChangeReasonField
          value={reason}
          error={reasonError}
          disabled={mutation.isPending}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
        />
      )}
      <Button variant="secondary" size="sm" className="w-full" disabled={mutation.isPending} aria-pressed={model.featured} onClick={toggle}>
        <Star className={model.featured ? 'size-4 fill-current text-brand' : 'size-4'} aria-hidden="true" />
        {mutation.isPending ? 'Saving…' : model.featured ? 'Featured on home · stop' : 'Feature on home'}
      </Button>
      {mutation.isError && (
        <p role="alert" className="text-sm text-danger">
          {mutation.error.message}
        </p>
      )}
    </div>
  );
}
