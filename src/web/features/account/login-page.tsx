import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useRefreshSession } from '../../lib/session';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';
import { sendCode as sendCodeTo } from './api/one-time-codes';
import { signInWithPassword } from './api/sign-in';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';
import { GoogleSignInButton } from './auth/google-sign-in-button';
import { readLoginNotice } from './auth/login-notice';
import { PasswordField } from './auth/password-field';
import { useNext, withNext } from '../../lib/safe-next';

const CODE_NEEDS_EMAIL = 'Enter your e-mail address above and we will send you a code.';

export default function LoginPage() {
  const next = useNext();
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const location = useLocation();
  // Why the screen that sent the person here did so (e.g. "Verify later"), and the address they
  // used. History state exists only in the browser, so hydration waits for it (the server's HTML).
  const arrival = useDrawnInBrowser() ? readLoginNotice(location.state) : {};
  const [identifier, setIdentifier] = useState(arrival.email ?? '');
  const [password, setPassword] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const identifierRef = useRef<HTMLInputElement>(null);

  const signIn = useMutation({
    mutationFn: () => signInWithPassword(identifier.trim(), password),
    onSuccess: async () => {
      await refresh();
      navigate(next, { replace: true });
    },
  });

  const sendCode = useMutation({
    mutationFn: (email: string) => sendCodeTo(email, 'login'),
    onSuccess: (result, email) => {
      navigate(withNext('/verify', next, { email, type: 'login' }), { state: { sentAt: Date.now(), notice: result.message } });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCodeError(null);
    sendCode.reset();
    signIn.mutate();
  }

  function onSendCode() {
    signIn.reset();
    const email = identifier.trim();
    if (!email.includes('@')) {
      setCodeError(CODE_NEEDS_EMAIL);
      identifierRef.current?.focus();
      return;
    }
    setCodeError(null);
    sendCode.mutate(email);
  }

  const busy = signIn.isPending || signIn.isSuccess || sendCode.isPending;
  const error = signIn.isError ? errorMessage(signIn.error) : sendCode.isError ? errorMessage(sendCode.error) : codeError;

  return (
    <AuthCard
      title="Log in to Meshmandi"
      description="Welcome back. Sign in to upload, tip creators and keep your collections."
      footer={
        <>
          New to Meshmandi?{' '}
          <Link to={withNext('/signup', next)} className={LINK_CLASSES}>
            Create an account
          </Link>
        </>
      }
    >
      {arrival.notice && (
        <Alert tone="info" className="mb-6">
          {arrival.notice}
        </Alert>
      )}
      <GoogleSignInButton next={next} />
      <form onSubmit={onSubmit} className="space-y-5">
        {error && <Alert>{error}</Alert>}
        <Field
          ref={identifierRef}
          label="E-mail or username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
        <div>
          <PasswordField label="Password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={LINK_CLASSES}>
              Forgot your password?
            </Link>
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {signIn.isPending || signIn.isSuccess ? 'Signing in...' : 'Log in'}
        </Button>
      </form>
      <Button variant="ghost" className="mt-3 w-full" onClick={onSendCode} disabled={busy}>
        {sendCode.isPending ? 'Sending code...' : 'Sign in with a code instead'}
      </Button>
    </AuthCard>
  );
}
