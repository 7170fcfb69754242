import { useState, type FormEvent } from 'react';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH } from '../../../shared/constants/community-rules';
import { Button } from '../ui/button';
import { Field, TextAreaField } from '../ui/field';

export interface CollectionFields {
  name: string;
  description: string;
  visibility: 'public' | 'private';
}

interface CollectionFormProps {
  initial: CollectionFields;
  submitLabel: string;
  busy: boolean;
  /** The description field is left out where space is short (the Save to collection dialog). */
  withDescription?: boolean;
  onSubmit(fields: CollectionFields): void;
  onCancel?(): void;
}

/** A collection's name, description and "private" switch, with the server's limits as the inputs' own. */
export function CollectionForm({ initial, submitLabel, busy, withDescription = true, onSubmit, onCancel }: CollectionFormProps) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [isPrivate, setPrivate] = useState(initial.visibility === 'private');
  const ready = name.trim().length > 0 && !busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSubmit({ name: name.trim(), description: description.trim(), visibility: isPrivate ? 'private' : 'public' });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Field label="Name" required maxLength={COLLECTION_NAME_MAX_LENGTH} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      {withDescription && (
        <TextAreaField
          label="Description (optional)"
          maxLength={COLLECTION_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          hint={`${description.length}/${COLLECTION_DESCRIPTION_MAX_LENGTH}`}
        />
      )}
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} className="size-4 accent-brand" />
        Private: only you can see it
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={!ready}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
