import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/constants/account-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { changePassword, type PasswordChange } from '../api/passwords';
import { usePasswordStrength } from '../auth/use-password-strength';

const EMPTY = { current: '', next: '', confirm: '' };

export function PasswordSection({ signsInWithGoogle }: { signsInWithGoogle: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  const { account } = useSession();
  const weakPassword = usePasswordStrength(values.next, [account?.displayName, account?.email, account?.username]);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: PasswordChange) => changePassword(body),
    onSuccess: () => {
      setValues(EMPTY);
      // Signing the other devices out (and the new session for this one) changes the sessions list below.
      void queryClient.invalidateQueries({ queryKey: queryKeys.security.all });
    },
  });

  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
    if (change.isSuccess || change.isError) change.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.next.length < PASSWORD_MIN_LENGTH) return setErrors({ next: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.` });
    if (values.next !== values.confirm) return setErrors({ confirm: 'The two new passwords do not match.' });
    change.mutate({ currentPassword: values.current, newPassword: values.next, revokeOtherSessions: signOutOthers });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {signsInWithGoogle && (
        <Alert tone="info">
          You sign in with Google. If you have never set a password, create one with{' '}
          <Link to="/forgot-password" className="font-medium text-brand underline">
            Forgot password
          </Link>
          ; then you can change it here.
        </Alert>
      )}
      <Field label="Current password" type="password" autoComplete="current-password" required value={values.current} onChange={(e) => set('current')(e.target.value)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.next}
          onChange={(e) => set('next')(e.target.value)}
          hint={weakPassword ?? `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
          error={errors.next}
        />
        <Field label="Confirm new password" type="password" autoComplete="new-password" required value={values.confirm} onChange={(e) => set('confirm')(e.target.value)} error={errors.confirm} />
      </div>
      <label className="flex items-start gap-3 text-sm text-fg">
        <input type="checkbox" checked={signOutOthers} onChange={(e) => setSignOutOthers(e.target.checked)} className="mt-0.5 size-4 accent-brand" />
        <span>
          Sign out of other devices
          <span className="block text-fg-muted">Recommended if you think someone else knows your old password.</span>
        </span>
      </label>
      {change.isError && <Alert>{errorMessage(change.error)}</Alert>}
      {change.isSuccess && <Alert tone="success">Your password has been changed{change.variables.revokeOtherSessions ? ' and your other devices are signed out' : ''}.</Alert>}
      <Button type="submit" disabled={change.isPending || !values.current || !values.next || !values.confirm}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
