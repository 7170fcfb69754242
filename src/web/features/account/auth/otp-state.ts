import { OTP_RESEND_SECONDS } from '../../../../shared/constants/account-rules';

/** What the login and sign-up screens pass to /verify about the code they just asked for. */
export interface OtpSentState {
  sentAt?: number;
  notice?: string;
  sendError?: string;
}

export function readOtpState(state: unknown): OtpSentState {
  if (typeof state !== 'object' || state === null) return {};
  const { sentAt, notice, sendError } = state as Record<string, unknown>;
  return {
    ...(typeof sentAt === 'number' ? { sentAt } : {}),
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof sendError === 'string' ? { sendError } : {}),
  };
}

/** Seconds before the server accepts another code, counted from when the last one was sent. */
export function resendWait(sentAt: number | undefined): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(OTP_RESEND_SECONDS - (Date.now() - sentAt) / 1000));
}
