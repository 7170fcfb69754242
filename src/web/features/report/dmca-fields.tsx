import { Field } from '../../components/ui/field';
import { CheckboxField, CountedTextArea } from './report-controls';
import type { ReportDraft, ReportFieldErrors } from './report-form-state';

interface DmcaFieldsProps {
  draft: ReportDraft;
  errors: ReportFieldErrors;
  onChange(change: Partial<ReportDraft>): void;
}

/** The statements a DMCA notice must contain (17 U.S.C. § 512(c)(3)); the Terms' section 12 says how notices are handled. */
export function DmcaFields({ draft, errors, onChange }: DmcaFieldsProps) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-base font-semibold text-fg">Copyright (DMCA) notice</legend>
      <p className="text-sm text-fg-muted">A copyright notice is a legal statement. We may forward it, with your name, to the person who posted the content.</p>
      <CountedTextArea
        label="The copyrighted work"
        placeholder="What you own, and where it was first published (a link helps)"
        value={draft.copyrightedWork}
        min={3}
        max={2000}
        error={errors.copyrightedWork}
        onChange={(event) => onChange({ copyrightedWork: event.target.value })}
      />
      <CheckboxField checked={draft.goodFaith} onChange={(goodFaith) => onChange({ goodFaith })} error={errors.goodFaith}>
        I have a good-faith belief that the use described is not authorised by the copyright owner, its agent or the law.
      </CheckboxField>
      <CheckboxField checked={draft.accurate} onChange={(accurate) => onChange({ accurate })} error={errors.accurate}>
        The information in this notice is accurate and, under penalty of perjury, I am the owner, or authorised to act for the owner, of the
        copyright that is allegedly infringed.
      </CheckboxField>
      <Field
        label="Signature (your full legal name)"
        autoComplete="name"
        value={draft.signature}
        maxLength={200}
        error={errors.signature}
        onChange={(event) => onChange({ signature: event.target.value })}
      />
    </fieldset>
  );
}
