import { useState } from 'react';
import type { ModelCardItem } from '../../../../shared/contracts/models/model-shapes';
import { errorMessage } from '../../../lib/api-client';
import { AdminChangeReasonField, REASON_MISSING } from '../admin-change-reason-field';
import { useSetRemixSources } from '../api/remixes';
import { RemixSourceRemoveButtons } from './remix-source-remove-buttons';

/**
 * An admin's way to take a false "Remixed from" link off someone else's model: the lineage is the
 * creator's statement, so an admin may remove a source but not add one, and says why (the owner is
 * told, the audit log keeps it).
 */
export function RemixSourcesRemoval({ modelId, sources }: { modelId: string; sources: ModelCardItem[] }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetRemixSources(modelId);
  if (sources.length === 0) return null;

  const remove = (id: string) => {
    if (!reason.trim()) return setProblem(REASON_MISSING);
    setProblem(undefined);
    save.mutate(
      { sourceIds: sources.map((source) => source.id).filter((other) => other !== id), reason: reason.trim() },
      { onSuccess: () => setReason(''), onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <div className="mt-4 space-y-3 rounded-md border border-border p-3">
      <AdminChangeReasonField
        value={reason}
        error={problem}
        disabled={save.isPending}
        onChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
      />
      <RemixSourceRemoveButtons label="Remove a source (admin)" sources={sources} disabled={save.isPending} onRemove={remove} />
    </div>
  );
}
