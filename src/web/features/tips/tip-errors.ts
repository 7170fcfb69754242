/** SPEC §8's tip errors, word for word (the amount errors are in tip-amount.ts, beside their rules). */
export const TIP_ERRORS = {
  signedOut: 'Please log in to send a tip',
  orderFailed: 'Failed to create payment order. Try Test Mode.',
  sdkFailed: 'Failed to load Razorpay SDK',
  verifyFailed: 'Payment verification failed',
  paymentFailed: 'Payment failed',
  unexpected: 'An unexpected error occurred',
} as const;

/** A failure of the tip flow whose message is what the red box shows. Anything else shows TIP_ERRORS.unexpected. */
export class TipFlowError extends Error {
  override name = 'TipFlowError';
}

export function tipErrorText(error: unknown): string {
  return error instanceof TipFlowError ? error.message : TIP_ERRORS.unexpected;
}
