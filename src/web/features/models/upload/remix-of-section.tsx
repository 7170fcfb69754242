import { REMIX_SOURCES_MAX } from '../../../../shared/constants/remix-rules';
import { TextAreaField } from '../../../components/ui/field';
import { FormSection } from '../form/form-section';

/** The upload form's optional "Remix of": the models the new one builds on, linked once it is published. */
export function RemixOfSection({ value, error, disabled, onChange }: { value: string; error?: string | undefined; disabled: boolean; onChange(value: string): void }) {
  return (
    <FormSection id="remix-of" title="Remix of (optional)" description="Built on someone's model? Name it: its page will list yours among its remixes, and its creator is told.">
      <TextAreaField
        label="Models this remixes"
        hint={`Paste the address of each model's page, one a line (at most ${REMIX_SOURCES_MAX}). Their licences must allow derivatives.`}
        value={value}
        error={error}
        disabled={disabled}
        rows={2}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormSection>
  );
}
