import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../shared/constants/account-rules';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useRefreshSession, useSession } from '../../lib/session';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';
import { resendCode, verifyCode } from './api/one-time-codes';
import { signInWithPassword } from './api/sign-in';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';
import { readOtpState, resendWait } from './auth/otp-state';
import { takeSignIn } from './auth/pending-sign-in';
import { useNext, withNext } from '../../lib/safe-next';
import { useCountdown } from './auth/use-countdown';
import { useVerifyLater } from './auth/use-verify-later';

type OtpType = 'login' | 'verification';

export default function VerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const type: OtpType = params.get('type') === 'verification' ? 'verification' : 'login';
  const next = useNext();
  // What the previous screen said about the code (history state) exists only in the browser: the
  // form is drawn as the server drew it for hydration, then afresh with it, before anyone types.
  const drawn = useDrawnInBrowser();
  if (!email) {
    return (
      <AuthCard title="Check your e-mail">
        <Alert>This link is missing the e-mail address the code was sent to. Please start again.</Alert>
        <Link to="/login" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          Back to log in
        </Link>
      </AuthCard>
    );
  }
  return <VerifyForm key={`${email}:${type}:${drawn}`} email={email} type={type} next={next} drawn={drawn} />;
}

function VerifyForm({ email, type, next, drawn }: { email: string; type: OtpType; next: string; drawn: boolean }) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const { account } = useSession();
  const location = useLocation();
  // What the previous screen said about the code it asked for. Its "if … has an account" notice is
  // not repeated: the description below already says where the code went.
  const [sent] = useState(() => (drawn ? readOtpState(location.state) : {}));
  const [sendError, setSendError] = useState(sent.sendError);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [left, startCountdown] = useCountdown(resendWait(sent.sentAt));
  const later = useVerifyLater(email, next);

  const verify = useMutation({
    mutationFn: async () => {
      const result = await verifyCode(email, code);
      if (result.signedIn || account) return { ...result, signedIn: true };
      // Right after sign-up (which starts no session), the password typed there signs the new account in.
      const password = takeSignIn(email);
      const signedIn = password !== null && (await signInWithPassword(email, password).then(() => true, () => false));
      return { ...result, signedIn };
    },
    onSuccess: async (result) => {
      await refresh();
      if (result.type === 'login') navigate(next, { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendCode(email, type),
    onSuccess: (result) => {
      // The old error no longer applies once a new code is on its way.
      verify.reset();
      setSendError(undefined);
      setCode('');
      setNotice(type === 'verification' ? `We sent a new code to ${email}. Only the newest code works.` : result.message);
      startCountdown(OTP_RESEND_SECONDS);
    },
  });

  const verified = verify.isSuccess && verify.data.type === 'verification';
  const continueNow = verified && verify.data.signedIn;
  useEffect(() => {
    if (!continueNow) return;
    const timer = window.setTimeout(() => navigate(next, { replace: true }), 2500);
    return () => window.clearTimeout(timer);
  }, [continueNow, navigate, next]);

  if (verified) {
    return (
      <AuthCard title="E-mail verified">
        {continueNow ? (
          <Alert tone="success">Thank you. {email} is verified, and you're all set. Taking you to your dashboard...</Alert>
        ) : (
          <Alert tone="success">Thank you. {email} is verified. Log in to continue.</Alert>
        )}
        <Link to={continueNow ? next : withNext('/login', next)} replace className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {continueNow ? 'Continue' : 'Log in'}
        </Link>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resend.reset();
    verify.mutate();
  }

  const error = verify.isError ? errorMessage(verify.error) : resend.isError ? errorMessage(resend.error) : sendError;
  const busy = verify.isPending || verify.isSuccess;
  return (
    <AuthCard
      title="Check your e-mail"
      description={
        <>
          {type === 'login' ? (
            <>
              If <strong className="font-semibold break-words text-fg">{email}</strong> has an account, we sent it a {`${OTP_LENGTH}\u2011digit`} code.
              Enter it below to sign in. It works for {OTP_TTL_MINUTES} minutes.
            </>
          ) : (
            <>
              To verify your address, enter the {`${OTP_LENGTH}\u2011digit`} code we sent to{' '}
              <strong className="font-semibold break-words text-fg">{email}</strong>. It works for {OTP_TTL_MINUTES} minutes.
            </>
          )}
        </>
      }
      footer={
        type === 'login' ? (
          <Link to={withNext('/login', next)} className={LINK_CLASSES}>
            Back to log in
          </Link>
        ) : account ? (
          <Link to={next} className={LINK_CLASSES}>
            Verify later
          </Link>
        ) : (
          <button type="button" onClick={() => later.mutate()} disabled={later.isPending || later.isSuccess} className={cn(LINK_CLASSES, 'disabled:opacity-60')}>
            {later.isPending || later.isSuccess ? 'Signing you in...' : 'Verify later'}
          </button>
        )
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {error && <Alert>{error}</Alert>}
        {!error && notice && <Alert tone="success">{notice}</Alert>}
        <Field
          label={`${OTP_LENGTH}-digit code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          pattern={`[0-9]{${OTP_LENGTH}}`}
          title={`${OTP_LENGTH} digits`}
          required
          autoFocus
          style={{ letterSpacing: '0.4em' }}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-6 space-y-2 border-t border-border pt-5 text-center">
        <p className="text-sm text-fg-muted">Didn't get it? Check your spam folder, then ask for a new code.</p>
        <Button variant="secondary" className="w-full" onClick={() => resend.mutate()} disabled={left > 0 || resend.isPending}>
          {resend.isPending ? 'Sending...' : left > 0 ? `Resend code in ${left} s` : 'Resend code'}
        </Button>
      </div>
    </AuthCard>
  );
}
