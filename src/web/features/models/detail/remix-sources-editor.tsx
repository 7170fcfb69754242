import { useState, type FormEvent } from 'react';
import { REMIX_SOURCES_MAX } from '../../../../shared/constants/remix-rules';
import type { ModelCardItem } from '../../../../shared/contracts/models/model-shapes';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useSetRemixSources } from '../api/remixes';
import { RemixSourceRemoveButtons } from './remix-source-remove-buttons';
import { modelIdFromReference } from './remix-source-reference';

const NOT_A_MODEL = "Paste the address of a model's page (…/model/its-name/its-id) or its id.";

/**
 * The owner's way to name the models theirs remixes: paste a model page's address and add it, or
 * remove one named before. The server checks each (licence, visibility, cycles) and says why not.
 */
export function RemixSourcesEditor({ modelId, sources }: { modelId: string; sources: ModelCardItem[] }) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetRemixSources(modelId);
  const ids = sources.map((source) => source.id);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const id = modelIdFromReference(reference);
    if (!id) return setProblem(NOT_A_MODEL);
    setProblem(undefined);
    save.mutate({ sourceIds: [...ids, id] }, { onSuccess: () => setReference(''), onError: (error) => setProblem(errorMessage(error)) });
  };
  const remove = (id: string) => {
    setProblem(undefined);
    save.mutate(
      { sourceIds: ids.filter((other) => other !== id) },
      { onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <div className="mt-4 space-y-4">
      {sources.length > 0 && (
        <RemixSourceRemoveButtons label="Models this remixes" sources={sources} disabled={save.isPending} onRemove={remove} />
      )}
      {sources.length < REMIX_SOURCES_MAX && (
        <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
          <Field
            label="Add a model this remixes"
            hint="Paste the address of its page. Its licence must allow derivatives."
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={problem}
            className="min-w-0 flex-1"
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" disabled={save.isPending} className="sm:mt-7">
            Add
          </Button>
        </form>
      )}
    </div>
  );
}
