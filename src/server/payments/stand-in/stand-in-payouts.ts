import { createHash, randomBytes } from 'node:crypto';
import { apiError, nowSeconds, webhookEvent } from './stand-in-entities';
import { createWebhookSender, type WebhookSender } from './stand-in-webhooks';

/** The RazorpayX side of the stand-in: its own keys, business account and webhook secret. */
export interface PayoutStandInKeys {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
}

export interface PayoutEntity {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string>;
  fees: number;
  tax: number;
  status: 'processing' | 'processed' | 'failed' | 'reversed';
  purpose: string;
  utr: string | null;
  mode: string;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  status_details: { reason: string | null; description: string | null; source: string | null } | null;
  created_at: number;
}

/** What a new payout does at once: goes through, fails, or stays processing until the test settles it. */
export type PayoutOutcome = 'processed' | 'failed' | 'processing';

export interface PayoutStandIn {
  keys: PayoutStandInKeys;
  contacts: Map<string, Record<string, unknown>>;
  fundAccounts: Map<string, Record<string, unknown>>;
  payouts: Map<string, PayoutEntity>;
  /** Every payout request (POST /v1/payouts), in order, with its X-Payout-Idempotency key: retries included. */
  payoutRequests: { idempotencyKey: string | null; body: Record<string, unknown> }[];
  outcome: PayoutOutcome;
  /** Payout webhooks, signed with the RazorpayX webhook secret: immediate, held, replayed or never, as the test says. */
  webhooks: WebhookSender;
  /** The bank's answer to a payout that is processing (or, for 'reversed', one that was processed). */
  settle(payoutId: string, outcome: 'processed' | 'failed' | 'reversed', reason?: string): PayoutEntity;
  /** Answers a request to a RazorpayX path; null when the path is not RazorpayX's. */
  answer(method: string, path: string, body: Record<string, unknown>, headers: Record<string, string | string[] | undefined>): [number, unknown] | null;
}

/** RazorpayX's ids: a prefix and 14 letters or digits. */
const xId = (prefix: 'cont' | 'fa' | 'fav' | 'pout') => `${prefix}_${randomBytes(14).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

const PATHS = /^\/v1\/(contacts|fund_accounts|payouts)(\/|$)/;

/** A stand-in holder name from the UPI id: 'asha.k@okaxis' → 'ASHA K', as banks register names. */
const holderOf = (vpa: string) => vpa.split('@')[0]!.replace(/[^a-z]+/gi, ' ').trim().toUpperCase() || 'UPI HOLDER';

export function createPayoutStandIn(keys: PayoutStandInKeys, webhookTarget?: string): PayoutStandIn {
  const contacts = new Map<string, Record<string, unknown>>();
  const fundAccounts = new Map<string, Record<string, unknown>>();
  const validations = new Map<string, Record<string, unknown>>();
  const payouts = new Map<string, PayoutEntity>();
  const byKey = new Map<string, { payoutId: string; fingerprint: string }>();
  const webhooks = createWebhookSender({ live: { webhookSecret: keys.webhookSecret } }, webhookTarget);
  const authorized = (header: string | string[] | undefined) => header === `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  /** RazorpayX answers an identical contact or fund account with the one it has. */
  const findSame = (map: Map<string, Record<string, unknown>>, fields: Record<string, unknown>) =>
    [...map.values()].find((e) => JSON.stringify(Object.keys(fields).map((k) => e[k])) === JSON.stringify(Object.values(fields)));

  const standIn: PayoutStandIn = {
    keys,
    contacts,
    fundAccounts,
    payouts,
    payoutRequests: [],
    outcome: 'processed',
    webhooks,
    settle(payoutId, outcome, reason) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`the stand-in has no payout ${payoutId}`);
      if (outcome === 'reversed' ? payout.status !== 'processed' : payout.status !== 'processing') throw new Error(`payout ${payoutId} is ${payout.status}: it cannot become ${outcome}`);
      payout.status = outcome;
      if (outcome === 'processed') payout.utr = `UTR${payout.id.slice(5, 17).toUpperCase()}`;
      else {
        payout.failure_reason = reason ?? (outcome === 'failed' ? 'Beneficiary bank is down' : 'Beneficiary account is closed');
        payout.status_details = { reason: outcome === 'failed' ? 'bank_down' : 'beneficiary_account_closed', description: payout.failure_reason, source: 'beneficiary_bank' };
      }
      webhooks.emit(webhookEvent('live', `payout.${outcome}`, { payout }));
      return payout;
    },
    answer(method, path, body, headers) {
      if (!PATHS.test(path)) return null;
      if (!authorized(headers.authorization)) return [401, apiError('Authentication failed')];
      let m: RegExpMatchArray | null;
      if (method === 'POST' && path === '/v1/contacts') {
        if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 50) return [400, apiError('The name field is required.', 'name')];
        const fields = { name: body.name, type: body.type ?? null, reference_id: body.reference_id ?? null };
        const contact = findSame(contacts, fields) ?? { id: xId('cont'), entity: 'contact', ...fields, active: true, created_at: nowSeconds() };
        contacts.set(String(contact.id), contact);
        return [200, contact];
      }
      if (method === 'POST' && path === '/v1/fund_accounts') {
        if (!contacts.has(String(body.contact_id))) return [400, apiError('The id provided does not exist', 'contact_id')];
        const vpa = body.vpa as { address?: unknown } | undefined;
        const bank = body.bank_account as { name?: unknown; ifsc?: unknown; account_number?: unknown } | undefined;
        if (body.account_type === 'vpa' && typeof vpa?.address !== 'string') return [400, apiError('The vpa.address field is required.', 'vpa')];
        if (body.account_type === 'bank_account' && !(typeof bank?.ifsc === 'string' && typeof bank.account_number === 'string' && typeof bank.name === 'string')) {
          return [400, apiError('The bank_account name, ifsc and account_number fields are required.', 'bank_account')];
        }
        if (body.account_type !== 'vpa' && body.account_type !== 'bank_account') return [400, apiError('Invalid account type', 'account_type')];
        const fields = { contact_id: body.contact_id, account_type: body.account_type, vpa: vpa ?? null, bank_account: bank ?? null };
        const account = findSame(fundAccounts, fields) ?? { id: xId('fa'), entity: 'fund_account', ...fields, active: true, created_at: nowSeconds() };
        fundAccounts.set(String(account.id), account);
        return [200, account];
      }
      if (method === 'POST' && path === '/v1/fund_accounts/validations') {
        const address = (body.fund_account as { vpa?: { address?: unknown } } | undefined)?.vpa?.address;
        if (body.account_number !== keys.accountNumber) return [400, apiError('The account number is invalid', 'account_number')];
        if (typeof address !== 'string') return [400, apiError('The fund_account.vpa.address field is required.', 'fund_account')];
        const active = !address.includes('invalid');
        const validation = {
          id: xId('fav'), entity: 'fund_account.validation', status: 'completed', fund_account: { account_type: 'vpa', vpa: { address } },
          results: { account_status: active ? 'active' : 'invalid', registered_name: active ? holderOf(address) : null }, created_at: nowSeconds(),
        };
        validations.set(validation.id, validation);
        return [200, validation];
      }
      if (method === 'GET' && (m = path.match(/^\/v1\/fund_accounts\/validations\/([^/]+)$/))) {
        const validation = validations.get(m[1]!);
        return validation ? [200, validation] : [400, apiError('The id provided does not exist', 'id')];
      }
      if (method === 'POST' && path === '/v1/payouts') {
        const key = headers['x-payout-idempotency'];
        const idempotencyKey = typeof key === 'string' && key ? key : null;
        standIn.payoutRequests.push({ idempotencyKey, body });
        if (!idempotencyKey) return [400, apiError('The X-Payout-Idempotency header is required.')];
        const fingerprint = createHash('sha256').update(JSON.stringify([body.fund_account_id, body.amount, body.mode, body.purpose])).digest('hex');
        const earlier = byKey.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) return [400, apiError('Different request body sent for the same idempotency key')];
          return [200, payouts.get(earlier.payoutId)];
        }
        if (body.account_number !== keys.accountNumber) return [400, apiError('The account number is invalid', 'account_number')];
        if (!fundAccounts.has(String(body.fund_account_id))) return [400, apiError('The id provided does not exist', 'fund_account_id')];
        if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return [400, apiError('The amount must be at least 100.', 'amount')];
        if (body.currency !== 'INR') return [400, apiError('The currency is invalid', 'currency')];
        if (!['UPI', 'IMPS', 'NEFT', 'RTGS'].includes(String(body.mode))) return [400, apiError('The mode is invalid', 'mode')];
        const payout: PayoutEntity = {
          id: xId('pout'), entity: 'payout', fund_account_id: String(body.fund_account_id), amount: body.amount as number, currency: 'INR',
          notes: (body.notes as Record<string, string>) ?? {}, fees: 0, tax: 0, status: 'processing', purpose: String(body.purpose ?? 'payout'), utr: null, mode: String(body.mode),
          reference_id: (body.reference_id as string) ?? null, narration: (body.narration as string) ?? null, failure_reason: null, status_details: null, created_at: nowSeconds(),
        };
        payouts.set(payout.id, payout);
        byKey.set(idempotencyKey, { payoutId: payout.id, fingerprint });
        const created = structuredClone(payout);
        // The bank's answer comes after the API's, by webhook, as RazorpayX's does.
        if (standIn.outcome !== 'processing') standIn.settle(payout.id, standIn.outcome);
        return [200, created];
      }
      if (method === 'GET' && (m = path.match(/^\/v1\/payouts\/([^/]+)$/))) {
        const payout = payouts.get(m[1]!);
        return payout ? [200, payout] : [400, apiError('The id provided does not exist', 'id')];
      }
      return [404, apiError('The requested URL was not found on the server.')];
    },
  };
  return standIn;
}
