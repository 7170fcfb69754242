import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RazorpayStandIn } from '../../src/server/payments/stand-in/razorpay-stand-in';
import { indianDay } from '../../src/server/payouts/withdrawal-schedule';
import type { E2eAccount } from './accounts';
import { clientFor } from './models';
import type { ServerProcess } from './server';

/** The payouts browser test's helpers: live and test tips over the API, the section's figures, width checks and screenshots. */

/** A tip paid over the API as the dialog pays one: live through the stand-in's checkout, or test mode through the built-in one. */
export async function tip(server: ServerProcess, razorpay: RazorpayStandIn, from: E2eAccount, creatorId: string, amount: number, testMode: boolean): Promise<void> {
  const client = clientFor(server, from);
  const order = await client.call<{ orderId: string }>('createRazorpayOrder', { amount, creatorId, message: 'For the hinge', testMode });
  expect(order.status, JSON.stringify(order.error)).toBe(200);
  const orderId = order.result!.orderId;
  let payment: { razorpay_payment_id: string; razorpay_signature: string };
  if (testMode) {
    const paid = await client.call<{ payment: typeof payment }>('completeTestCheckout', { orderId, outcome: 'success' });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    payment = paid.result!.payment;
  } else {
    const answer = razorpay.pay(orderId);
    if ('error' in answer) throw new Error(`the stand-in refused the payment: ${JSON.stringify(answer.error)}`);
    payment = answer;
  }
  const verified = await client.call('verifyRazorpayPayment', { amount, creatorId, message: 'For the hinge', testMode, orderId, paymentId: payment.razorpay_payment_id, signature: payment.razorpay_signature });
  expect(verified.status, JSON.stringify(verified.error)).toBe(200);
}

/**
 * The last step-up code (decision 047) e-mailed to `email`, once `count` have been, read where the
 * outbox logs each e-mail at LOG_LEVEL=info: the indented 6 digits of its text.
 */
export async function loggedStepUpCode(server: ServerProcess, email: string, count: number): Promise<string> {
  const mails = () =>
    server
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"kind":"otp"') && line.includes(email) && line.includes('confirm a change to your earnings'));
  await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(count);
  const code = mails().at(-1)?.match(/\\n\s+(\d{6})\\n/)?.[1];
  if (!code) throw new Error(`No step-up code logged for ${email}`);
  return code;
}

/** Sets a first withdrawal PIN over the API, as the PIN panel does: a code e-mailed for it, then the PIN with the code. */
export async function setFirstPinOverApi(server: ServerProcess, account: E2eAccount, pin: string, codesSoFar = 0): Promise<void> {
  const client = clientFor(server, account);
  const asked = await client.call('requestStepUpCode', { purpose: 'set-withdrawal-pin' });
  expect(asked.status, JSON.stringify(asked.error)).toBe(200);
  const set = await client.call('setWithdrawalPin', { pin, code: await loggedStepUpCode(server, account.email, codesSoFar + 1) });
  expect(set.status, JSON.stringify(set.error)).toBe(200);
}

export const payoutsOf = (page: Page) => page.getByRole('region', { name: 'Payouts' });
/** A figure of the payouts' balance, by its name. */
export async function balanceFigure(page: Page, name: string): Promise<string> {
  return payoutsOf(page).locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
}

export async function openPayouts(page: Page, server: ServerProcess): Promise<Locator> {
  await page.goto(`${server.url}/earnings`);
  const section = payoutsOf(page);
  await section.getByRole('button', { name: 'Withdraw', exact: true }).waitFor();
  return section;
}

/**
 * Nothing in `scope` (a CSS selector) sticks out sideways or scrolls sideways inside itself; a
 * scroll container of its own (the admin tabs) holds its overflow and is not counted. The message
 * names the innermost elements that reach past the window's edge.
 */
export async function noSidewaysScroll(page: Page, what: string, scope: string): Promise<void> {
  const { overflow, culprits } = await page.evaluate((scope) => {
    const width = window.innerWidth;
    const root = document.querySelector(scope)!;
    const wide = [...root.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    return {
      overflow: Math.max(root.getBoundingClientRect().right - width, root.scrollWidth - root.clientWidth),
      culprits: innermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 60)} “${(el.textContent ?? '').slice(0, 40)}”`),
    };
  }, scope);
  expect(overflow, `${what} scrolls sideways: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0.5);
}

/** Screenshots of one part of the page, in pieces a person can look at, taken from the whole page so the sticky top bar does not cover it. */
export async function shoot(page: Page, scope: Locator, name: string, shots: string): Promise<void> {
  const box = await scope.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  const piece = 1600;
  for (let top = 0, n = 1; top < box.height; top += piece, n += 1) {
    const clip = { x: Math.max(0, box.x - 8), y: box.y + top, width: Math.min(box.width + 16, page.viewportSize()!.width), height: Math.min(piece, box.height - top) };
    await page.screenshot({ path: path.join(shots, `${name}-${n}.png`), fullPage: true, clip });
  }
}


/**
 * A payout schedule the server's hourly run does not make due today in India, which would withdraw
 * the whole balance mid-file (a Monday, at the top of the hour): null on a Monday that is the 1st.
 */
export function scheduleNotDueToday(now = new Date()): 'Weekly' | 'Monthly' | null {
  const today = indianDay(now);
  return today.weekday !== 1 ? 'Weekly' : today.dayOfMonth !== 1 ? 'Monthly' : null;
}

/**
 * A server's settings for live tips through the Razorpay stand-in, at info-level logs, where the
 * outbox writes each e-mail's text (the step-up codes are read there).
 */
export function liveRazorpayEnv(razorpay: RazorpayStandIn, live: { keyId: string; keySecret: string; webhookSecret: string }): Record<string, string> {
  return {
    LOG_LEVEL: 'info',
    RAZORPAY_KEY_ID: live.keyId,
    RAZORPAY_KEY_SECRET: live.keySecret,
    RAZORPAY_WEBHOOK_SECRET: live.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl,
  };
}
