import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AppError } from '../../../../shared/app-error';
import { updateProfile } from '../../../../shared/contracts/accounts/profile';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { SESSION_KEY } from '../../../lib/session';
import { updateProfile as saveProfile } from '../api/update-profile';
import { issuesToFieldErrors, serverMessageToFieldErrors, type FieldErrors } from './field-errors';
import { changesBetween, draftOf, PROFILE_FIELDS, PROFILE_LABELS, type ProfileChanges, type ProfileDraft, type ProfileField } from './profile-draft';

const BIO_MAX = 500;

function withLabels(errors: FieldErrors<ProfileField>): FieldErrors<ProfileField> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, `${PROFILE_LABELS[field as ProfileField]} ${message}`]));
}

export function ProfileForm({ account }: { account: OwnAccount }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(account));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (changes: ProfileChanges) => saveProfile(changes),
    onSuccess: ({ account: saved }) => {
      queryClient.setQueryData(SESSION_KEY, saved);
      // The public profile shows the same name and bio.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.detail(saved.uid) });
      setDraft(draftOf(saved));
    },
    onError: (error) => {
      if (error instanceof AppError && error.code === 'already-exists') return setFieldErrors({ username: error.message });
      const { errors, rest } = serverMessageToFieldErrors(errorMessage(error), PROFILE_FIELDS);
      setFieldErrors(withLabels(errors));
      setFormError(rest);
    },
  });
  const changes = changesBetween(account, draft);
  const dirty = Object.keys(changes).length > 0;

  const edit = (field: ProfileField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    save.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = updateProfile.input.safeParse(changes);
    if (!checked.success) {
      const errors = withLabels(issuesToFieldErrors(checked.error.issues, PROFILE_FIELDS));
      setFieldErrors(errors);
      if (errors.bio) setFormError(errors.bio);
      return;
    }
    setFieldErrors({});
    save.mutate(changes);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Display name" autoComplete="name" maxLength={60} required value={draft.displayName} onChange={(e) => edit('displayName')(e.target.value)} error={fieldErrors.displayName} />
        <Field
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          value={draft.username}
          onChange={(e) => edit('username')(e.target.value)}
          hint="3–30 letters, digits, dots or underscores. Shown as @username."
          error={fieldErrors.username}
        />
      </div>
      <TextAreaField
        label="Bio"
        rows={4}
        maxLength={BIO_MAX}
        value={draft.bio}
        onChange={(e) => edit('bio')(e.target.value)}
        hint={`${draft.bio.length}/${BIO_MAX} characters. Tell people what you make and what you print.`}
      />
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        value={draft.phoneNumber}
        onChange={(e) => edit('phoneNumber')(e.target.value)}
        hint="Optional, in international form, e.g. +919876543210. Never shown on your public profile."
        error={fieldErrors.phoneNumber}
      />
      {formError && <Alert>{formError}</Alert>}
      {save.isSuccess && !dirty && <Alert tone="success">Your profile has been saved.</Alert>}
      <Button type="submit" disabled={!dirty || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
