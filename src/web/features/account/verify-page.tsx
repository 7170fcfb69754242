import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../shared/constants/account-rules';
import { resendOTP, verifyOTP } from '../../../shared/contracts/accounts/otp';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { callFunction, errorMessage } from '../../lib/api-client';
import { useRefreshSession } from '../../lib/session';
import { AuthCard, LINK_CLASSES } from './auth/auth-card';
import { readOtpState, resendWait } from './auth/otp-state';
import { useNext, withNext } from './auth/safe-next';
import { useCountdown } from './auth/use-countdown';

type OtpType = 'login' | 'verification';

export default function VerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const type: OtpType = params.get('type') === 'verification' ? 'verification' : 'login';
  const next = useNext();
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
  return <VerifyForm key={`${email}:${type}`} email={email} type={type} next={next} />;
}

function VerifyForm({ email, type, next }: { email: string; type: OtpType; next: string }) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const location = useLocation();
  // What the previous screen said about the code it asked for; kept as it was on arrival.
  const [sent] = useState(() => readOtpState(location.state));
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState(sent.notice);
  const [left, startCountdown] = useCountdown(resendWait(sent.sentAt));

  const verify = useMutation({
    mutationFn: () => callFunction(verifyOTP, { email, otp: code }),
    onSuccess: async (result) => {
      await refresh();
      if (result.type === 'login') navigate(next, { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => callFunction(resendOTP, { email, type }),
    onSuccess: (result) => {
      setNotice(result.message);
      startCountdown(OTP_RESEND_SECONDS);
    },
  });

  const verified = verify.isSuccess && verify.data.type === 'verification';
  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(() => navigate(next, { replace: true }), 2500);
    return () => window.clearTimeout(timer);
  }, [verified, navigate, next]);

  if (verified) {
    return (
      <AuthCard title="E-mail verified">
        <Alert tone="success">Thank you. {email} is verified, and you're all set. Taking you to your dashboard...</Alert>
        <Link to={next} replace className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          Continue
        </Link>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resend.reset();
    verify.mutate();
  }

  const error = verify.isError ? errorMessage(verify.error) : resend.isError ? errorMessage(resend.error) : sent.sendError;
  const busy = verify.isPending || verify.isSuccess;
  return (
    <AuthCard
      title="Check your e-mail"
      description={
        <>
          {type === 'login' ? 'To sign in, enter' : 'To verify your address, enter'} the {`${OTP_LENGTH}\u2011digit`} code we sent to{' '}
          <strong className="font-semibold break-words text-fg">{email}</strong>. It works for {OTP_TTL_MINUTES} minutes.
        </>
      }
      footer={
        type === 'login' ? (
          <Link to={withNext('/login', next)} className={LINK_CLASSES}>
            Back to log in
          </Link>
        ) : (
          <Link to={next} className={LINK_CLASSES}>
            Verify later
          </Link>
        )
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {error && <Alert>{error}</Alert>}
        {!error && notice && <Alert tone="info">{notice}</Alert>}
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
