import { useState } from 'react';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH } from '../../../shared/constants/community-rules';
import {
  MODEL_COLLECTION_MODELS_MAX,
  STOREFRONT_COLLECTION_TYPE_LABELS,
  STOREFRONT_COLLECTION_TYPES,
  type StorefrontCollectionType,
} from '../../../shared/constants/storefront-rules';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, TextAreaField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { ModelPicker } from './model-picker';
import { useCreateModelCollection, useMyPublicModels } from './storefront-api';

const tagsOf = (text: string) => [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];

/** A storefront collection: a named, typed set of the creator's public models with a cover chosen from their previews. */
export function NewCollectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const create = useCreateModelCollection();
  const models = useMyPublicModels(open);
  const [name, setName] = useState('');
  const [type, setType] = useState<StorefrontCollectionType>('curated');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [cover, setCover] = useState<string | null>(null);
  const covers = (models.data ?? []).filter((m) => chosen.includes(m.id) && m.thumbnail);

  function close(next: boolean) {
    if (!next) create.reset();
    onOpenChange(next);
  }
  function submit() {
    const coverImageUrl = covers.find((m) => m.id === cover)?.thumbnail ?? null;
    create.mutate(
      { name, type, description, tags: tagsOf(tags), modelIds: chosen, coverImageUrl },
      {
        onSuccess: () => {
          setName('');
          setDescription('');
          setTags('');
          setChosen([]);
          setCover(null);
          close(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="New storefront collection"
      description="It shows on your storefront and has its own page."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create collection'}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={COLLECTION_NAME_MAX_LENGTH} required />
        <SelectField label="Kind" value={type} onChange={(e) => setType(e.target.value as StorefrontCollectionType)}>
          {STOREFRONT_COLLECTION_TYPES.map((option) => (
            <option key={option} value={option}>
              {STOREFRONT_COLLECTION_TYPE_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={COLLECTION_DESCRIPTION_MAX_LENGTH} rows={3} />
        <Field label="Tags" hint="Separated by commas, up to 10." value={tags} onChange={(e) => setTags(e.target.value)} />
        {models.isPending ? (
          <Spinner />
        ) : (
          <ModelPicker legend="Models" hint="In the order you tick them." models={models.data ?? []} chosen={chosen} max={MODEL_COLLECTION_MODELS_MAX} onChange={setChosen} />
        )}
        {covers.length > 0 && (
          <SelectField label="Cover" hint="The picture the collection shows; the first model's when not chosen." value={cover ?? ''} onChange={(e) => setCover(e.target.value || null)}>
            <option value="">The first model’s picture</option>
            {covers.map((model) => (
              <option key={model.id} value={model.id}>
                {model.title}
              </option>
            ))}
          </SelectField>
        )}
        {create.isError && <Alert>{errorMessage(create.error)}</Alert>}
      </div>
    </Dialog>
  );
}
