import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TipTarget } from '../../components/tip-button/tip-dialog-context';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { createRazorpayOrder, type TipOrder } from './api/create-razorpay-order';
import { verifyRazorpayPayment, type VerifiedTip } from './api/verify-razorpay-payment';
import { payTip, tipPreflightError, type TipFlow } from './pay-tip';
import { loadRazorpay, openRazorpay, razorpayOptions, type CheckoutOutcome } from './razorpay-checkout';
import { tipErrorText } from './tip-errors';

/**
 * form: choosing; paying: between Send and the answer (the button says 'Processing...');
 * provider: Razorpay's own checkout is open, and the tip dialog steps aside for it; success.
 */
export type TipPhase = 'form' | 'paying' | 'provider' | 'success';

/** The built-in test checkout waiting for the payer, and how to hand its outcome back to the flow. */
export interface PendingTestCheckout {
  order: TipOrder;
  settle(outcome: CheckoutOutcome): void;
}

/** The tip dialog's payment state: React's side of payTip, with the two checkouts wired in. */
export function useTipPayment(target: TipTarget) {
  const { account } = useSession();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<TipPhase>('form');
  const [testMode, setTestMode] = useState(false);
  const [testCheckout, setTestCheckout] = useState<PendingTestCheckout | null>(null);
  const [tip, setTip] = useState<VerifiedTip['tip'] | null>(null);

  /** Sends the tip; answers the text for the red box, or null when there is none to show. */
  async function send(amount: number, message: string): Promise<string | null> {
    const refused = tipPreflightError(account !== null, amount);
    if (refused || !account) return refused;
    setPhase('paying');

    async function razorpayCheckout(order: TipOrder, mode: boolean): Promise<CheckoutOutcome> {
      // Loaded before the dialog steps aside, so a failed load is told in the dialog's red box.
      const Razorpay = await loadRazorpay(order.checkoutScriptUrl);
      const options = razorpayOptions(order, { testMode: mode, creatorId: target.creatorId, modelId: target.modelId, payer: account!, origin: window.location.origin });
      // The dialog closes while Razorpay's checkout (a frame on the page) is open: a modal would keep focus and clicks from it.
      setPhase('provider');
      try {
        return await openRazorpay(Razorpay, options);
      } finally {
        setPhase('paying');
      }
    }

    const flow: TipFlow = {
      createOrder: createRazorpayOrder,
      verify: verifyRazorpayPayment,
      switchedToTestMode: () => setTestMode(true),
      checkout: (order, mode) =>
        order.checkout === 'built-in'
          ? new Promise((resolve) =>
              setTestCheckout({
                order,
                settle: (outcome) => {
                  setTestCheckout(null);
                  resolve(outcome);
                },
              }),
            )
          : razorpayCheckout(order, mode),
    };

    try {
      const result = await payTip({ amount, message, testMode, creatorId: target.creatorId, modelId: target.modelId }, flow);
      if (result.kind === 'paid') {
        setTip(result.tip);
        setPhase('success');
        // The payer's sent tips (and their earnings page) now include this one.
        void queryClient.invalidateQueries({ queryKey: queryKeys.earnings.all });
      } else {
        setPhase('form');
      }
      return null;
    } catch (error) {
      setPhase('form');
      return tipErrorText(error);
    }
  }

  return { phase, testMode, setTestMode, testCheckout, tip, send };
}
