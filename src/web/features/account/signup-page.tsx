import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  DisplayName,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_TAKEN,
  Username,
} from '../../../shared/constants/account-rules';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { sendCode } from './api/one-time-codes';
import { signUp as createAccount } from './api/sign-up';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';
import { GoogleSignInButton } from './auth/google-sign-in-button';
import { PasswordField } from './auth/password-field';
import { rememberSignIn } from './auth/pending-sign-in';
import { useNext, withNext } from '../../lib/safe-next';
import { useKeptReferralInvite } from '../../lib/referral-invite';
import { REFERRAL_MILESTONE_REWARDS } from '../../../shared/constants/referral-rules';
import { formatRupees } from '../../../shared/money/format-rupees';
import { usePasswordStrength } from './auth/use-password-strength';
import { issuesToFieldErrors, serverMessageToFieldErrors, type FieldErrors } from './profile/field-errors';

/** The rules updateProfile applies, with the labels settings use, so both say the same. */
const NameFields = z.object({ name: DisplayName, username: Username });
const LABELS = { name: 'Display name', username: 'Username' } as const;
type NameField = keyof typeof LABELS;
const NAME_FIELDS = Object.keys(LABELS) as NameField[];

function labelled(errors: FieldErrors<NameField>): FieldErrors<NameField> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, `${LABELS[field as NameField]} ${message}`]));
}

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

export default function SignUpPage() {
  const next = useNext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = useKeptReferralInvite(params.get('ref'));
  const [form, setForm] = useState({ name: '', username: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<NameField>>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (key in fieldErrors) setFieldErrors((current) => ({ ...current, [key]: undefined }));
  };
  const weakPassword = usePasswordStrength(form.password, [form.name, form.username, form.email]);

  const signUp = useMutation({
    mutationFn: async () => {
      const email = form.email.trim();
      await createAccount({ email, password: form.password, name: form.name.trim(), username: form.username.trim() });
      // The answer is the same whether or not the address already had an account (its owner is
      // e-mailed instead), so the next screen is the same too. If the code cannot be sent now,
      // the next screen can resend it.
      rememberSignIn(email, form.password);
      const sent = await sendCode(email, 'verification').then(
        (result) => ({ sentAt: Date.now(), notice: result.message }),
        (e: unknown) => ({ sendError: errorMessage(e) }),
      );
      return { email, sent };
    },
    onSuccess: ({ email, sent }) => {
      navigate(withNext('/verify', next, { email, type: 'verification' }), { state: sent });
    },
    onError: (error) => {
      const message = errorMessage(error);
      if (message === USERNAME_TAKEN) return setFieldErrors({ username: message });
      setFieldErrors(labelled(serverMessageToFieldErrors(message, NAME_FIELDS).errors));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = NameFields.safeParse({ name: form.name, username: form.username });
    if (!checked.success) {
      const errors = labelled(issuesToFieldErrors(checked.error.issues, NAME_FIELDS));
      setFieldErrors(errors);
      const first = Object.keys(errors)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setFieldErrors({});
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
      {invite && (
        <Alert tone="info">
          You are joining with a friend’s invitation (code <span className="font-mono">{invite}</span>). Publish your first public model and you both receive {formatRupees(REFERRAL_MILESTONE_REWARDS[0].paise)}.
        </Alert>
      )}
      <GoogleSignInButton next={next} />
      <form onSubmit={onSubmit} className="space-y-5">
        {signUp.isError && !fieldErrors.name && !fieldErrors.username && <Alert>{errorMessage(signUp.error)}</Alert>}
        <Field label="Display name" name="name" autoComplete="name" required maxLength={60} value={form.name} onChange={set('name')} error={fieldErrors.name} />
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX_LENGTH}
          hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, dots (.) and underscores (_).`}
          value={form.username}
          onChange={set('username')}
          error={fieldErrors.username}
        />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={weakPassword ?? `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
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
