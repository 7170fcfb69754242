import { DESCRIPTION_MAX_LENGTH, LICENCE_LABELS, LICENCES, MODEL_CATEGORIES, TITLE_MAX_LENGTH, type Licence } from '../../../../shared/constants/model-rules';
import { Field, TextAreaField } from '../../../components/ui/field';
import type { DraftErrors, ModelDraft } from './model-draft';
import { SelectField } from '../../../components/ui/select-field';
import { PrintProfileFields } from './print-profile-fields';
import { TagsInput } from './tags-input';
import { VisibilityToggle } from './visibility-toggle';

const LICENCE_NOTES: Record<Licence, string> = {
  'CC-BY-4.0': 'Others may share and adapt it, even commercially, as long as they credit you.',
  'CC-BY-SA-4.0': 'Others may share and adapt it with credit, and must share their versions under the same licence.',
  'CC-BY-NC-4.0': 'Others may share and adapt it with credit, but not for commercial purposes.',
  CC0: 'You give up your rights: anyone may use it for anything, without credit.',
  Custom: 'Write your terms in the description so downloaders know them.',
};

interface ModelDetailsFieldsProps {
  draft: ModelDraft;
  errors: DraftErrors;
  onChange(patch: Partial<ModelDraft>): void;
  disabled?: boolean;
  /** Why the model cannot be made public (hidden by the moderators). */
  publicLocked?: string | undefined;
}

/** The model's title, description, category, tags, licence and visibility: the same on upload and edit. */
export function ModelDetailsFields({ draft, errors, onChange, disabled, publicLocked }: ModelDetailsFieldsProps) {
  return (
    <div className="space-y-5">
      <Field
        label="Title"
        required
        maxLength={TITLE_MAX_LENGTH}
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        disabled={disabled}
        placeholder="e.g. Articulated dragon, print in place"
        hint={`${draft.title.length}/${TITLE_MAX_LENGTH} characters`}
        error={errors.title}
      />
      <TextAreaField
        label="Description"
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
        disabled={disabled}
        placeholder="What is it, how was it made, and how should it be printed or used?"
        hint={
          errors.description ? (
            <span className="text-danger">{errors.description}</span>
          ) : (
            `${draft.description.length}/${DESCRIPTION_MAX_LENGTH} characters. Print settings, scale and credits help others.`
          )
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Category"
          required
          value={draft.category}
          onChange={(e) => onChange({ category: e.target.value as ModelDraft['category'] })}
          disabled={disabled}
          error={errors.category}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {MODEL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Licence"
          value={draft.licence}
          onChange={(e) => onChange({ licence: e.target.value as Licence })}
          disabled={disabled}
          hint={LICENCE_NOTES[draft.licence]}
        >
          {LICENCES.map((licence) => (
            <option key={licence} value={licence}>
              {LICENCE_LABELS[licence]}
            </option>
          ))}
        </SelectField>
      </div>
      <TagsInput tags={draft.tags} text={draft.tagText} onChange={(tags, tagText) => onChange({ tags, tagText })} error={errors.tags} disabled={disabled} />
      <VisibilityToggle value={draft.visibility} onChange={(visibility) => onChange({ visibility })} disabled={disabled} publicLocked={publicLocked} />
      <PrintProfileFields draft={draft.print} errors={errors} onChange={(print) => onChange({ print })} disabled={disabled} />
    </div>
  );
}
