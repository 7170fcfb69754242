import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../shared/constants/account-rules';
import { generateOTP } from '../../../shared/contracts/accounts/otp';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { callAuth, callFunction, errorMessage } from '../../lib/api-client';
import { useRefreshSession } from '../../lib/session';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';
import { GoogleSignInButton } from './auth/google-sign-in-button';
import { PasswordField } from './auth/password-field';
import { useNext, withNext } from './auth/safe-next';

const USERNAME_PATTERN = `[A-Za-z0-9_.]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}`;
const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

export default function SignUpPage() {
  const next = useNext();
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const [form, setForm] = useState({ name: '', username: '', email: '', password: '' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const signUp = useMutation({
    mutationFn: async () => {
      const email = form.email.trim();
      await callAuth('/sign-up/email', { email, password: form.password, name: form.name.trim(), username: form.username.trim() });
      // The account exists and is signed in; if the code cannot be sent now, the next screen can resend it.
      const sent = await callFunction(generateOTP, { email, type: 'verification' }).then(
        (result) => ({ sentAt: Date.now(), notice: result.message }),
        (e: unknown) => ({ sendError: errorMessage(e) }),
      );
      return { email, sent };
    },
    onSuccess: ({ email, sent }) => {
      navigate(withNext('/verify', next, { email, type: 'verification' }), { state: sent });
      void refresh();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.mutate();
  }

  const busy = signUp.isPending || signUp.isSuccess;
  return (
    <AuthCard
      title="Create your account"
      description="Share your 3D models, follow creators and support them with tips. It's free."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withNext('/login', next)} className={LINK_CLASSES}>
            Log in
          </Link>
        </>
      }
    >
      <GoogleSignInButton next={next} />
      <form onSubmit={onSubmit} className="space-y-5">
        {signUp.isError && <Alert>{errorMessage(signUp.error)}</Alert>}
        <Field label="Display name" name="name" autoComplete="name" required maxLength={60} value={form.name} onChange={set('name')} />
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={USERNAME_MIN_LENGTH}
          maxLength={USERNAME_MAX_LENGTH}
          pattern={USERNAME_PATTERN}
          title="Letters, digits, dots and underscores"
          hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, dots (.) and underscores (_).`}
          value={form.username}
          onChange={set('username')}
        />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
          value={form.password}
          onChange={set('password')}
        />
        <label className="flex items-start gap-3 text-sm text-fg">
          <input type="checkbox" name="terms" required className="mt-0.5 size-4 shrink-0 accent-brand" />
          <span>
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noopener" className={LINK_CLASSES}>
              Terms of Service{NEW_TAB}
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" target="_blank" rel="noopener" className={LINK_CLASSES}>
              Privacy Policy{NEW_TAB}
            </Link>
            .
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating your account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
