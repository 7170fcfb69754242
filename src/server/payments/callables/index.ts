import type { Implementation } from '../../callables/implement';
import { createRazorpayOrderFunction } from './create-razorpay-order';
import { verifyRazorpayPaymentFunction } from './verify-razorpay-payment';
import { completeTestCheckoutFunction } from './complete-test-checkout';
import { getTipHistoryFunction } from './get-tip-history';
import { sendTipFunction } from './send-tip';
import { getCreatorEarningsFunction } from './get-creator-earnings';
import { getEarningsChartFunction } from './get-earnings-chart';

/** The tips callables; composition/callable-registry.ts collects every area's list. */
export const tipsCallables: readonly Implementation[] = [
  createRazorpayOrderFunction,
  verifyRazorpayPaymentFunction,
  completeTestCheckoutFunction,
  getTipHistoryFunction,
  sendTipFunction,
  getCreatorEarningsFunction,
  getEarningsChartFunction,
];
