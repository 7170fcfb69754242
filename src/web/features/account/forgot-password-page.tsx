import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { requestPasswordReset } from './api/passwords';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';

const BACK_TO_LOGIN = (
  <Link to="/login" className={LINK_CLASSES}>
    Back to log in
  </Link>
);

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: requestPasswordReset,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email.trim());
  }

  if (request.isSuccess) {
    // The same answer for every address, so this page cannot be used to find out who has an account.
    return (
      <AuthCard title="Check your e-mail" footer={BACK_TO_LOGIN}>
        <Alert tone="success">
          If an account exists for {request.variables}, we've e-mailed a link to reset your password. The link works for 60 minutes.
        </Alert>
        <p className="mt-4 text-sm text-fg-muted">Nothing after a few minutes? Look in your spam folder, or check the address and send the link again.</p>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => request.reset()}>
          Use a different address
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={BACK_TO_LOGIN}
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {request.isError && <Alert>{errorMessage(request.error)}</Alert>}
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
