import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants/account-rules';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { AuthRouteError, errorMessage } from '../../lib/api-client';
import { resetPassword } from './api/passwords';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';
import { PasswordField } from './auth/password-field';
import { usePasswordStrength } from './auth/use-password-strength';

const TITLE = 'Choose a new password';
const MISMATCH = "The passwords don't match.";
const LINK_DEAD =
  'This reset link is invalid or has expired. Reset links work for 60 minutes and only once. ' +
  'Ask for a new link below; we will e-mail it to you.';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title={TITLE}>
      <Alert>{message}</Alert>
      <NewLinkButton />
    </AuthCard>
  );
}

function NewLinkButton() {
  return (
    <Link to="/forgot-password" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
      Send me a new link
    </Link>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (params.get('error') === 'INVALID_TOKEN' || !token) {
    return (
      <InvalidLink
        message={
          token === null && !params.has('error')
            ? 'This page needs the link from your password-reset e-mail. Open the link in the e-mail, or ask for a new one.'
            : LINK_DEAD
        }
      />
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation({ mutationFn: () => resetPassword(token, password) });
  const weakPassword = usePasswordStrength(password, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const differ = password !== confirm;
    setMismatch(differ);
    if (differ) (event.currentTarget.elements.namedItem('confirm-password') as HTMLInputElement | null)?.focus();
    else reset.mutate();
  }

  // Only a dead token needs a new link; a refused password leaves the link working.
  if (reset.error instanceof AuthRouteError && reset.error.reason === 'INVALID_TOKEN') return <InvalidLink message={LINK_DEAD} />;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your password has been changed, and you've been signed out everywhere else. Log in with your new password.</Alert>
        <Link to="/login" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          Log in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={TITLE}
      description="Pick a password you don't use on any other site."
      footer={
        <Link to="/login" className={LINK_CLASSES}>
          Back to log in
        </Link>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {reset.isError && <Alert>{errorMessage(reset.error)}</Alert>}
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={(!reset.isError && weakPassword) || `At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (reset.isError) reset.reset();
          }}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm-password"
          autoComplete="new-password"
          required
          error={mismatch ? MISMATCH : undefined}
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setMismatch(false);
          }}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
