import type { RazorpayXKeys } from './payouts-config';
import { PayoutProviderError, type PayoutGateway, type PayoutRequest, type ProviderPayout, type VpaValidation } from './payout-gateway';

const TIMEOUT_MS = 15_000;
/** A fund-account validation usually completes at once; when it does not, we look again this often, this many times. */
const VALIDATION_POLLS = 5;
const VALIDATION_POLL_MS = 1_000;

type Json = Record<string, any>;

function toPayout(p: Json): ProviderPayout {
  const details = (p.status_details ?? {}) as Json;
  return {
    id: String(p.id),
    status: p.status,
    amountPaise: Number(p.amount),
    utr: typeof p.utr === 'string' && p.utr ? p.utr : null,
    failureReason: (typeof p.failure_reason === 'string' && p.failure_reason) || (typeof details.description === 'string' && details.description) || null,
  };
}

/**
 * RazorpayX over its REST API with fetch and Basic auth (the razorpay SDK has no payouts). A payout
 * is three calls: the contact (the payee), the fund account (their UPI id or bank account) and the
 * payout itself; RazorpayX answers an identical contact or fund account with the existing one, and
 * the payout carries X-Payout-Idempotency, so the whole sequence can be run again safely.
 */
export function createRazorpayXGateway(keys: RazorpayXKeys, apiUrl: string): PayoutGateway {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: Json, headers: Record<string, string> = {}): Promise<Json> => {
    let answer: Response;
    try {
      answer = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PayoutProviderError(null, 'RazorpayX could not be reached');
    }
    const parsed = (await answer.json().catch(() => ({}))) as Json;
    if (!answer.ok) throw new PayoutProviderError(answer.status, parsed?.error?.description || `RazorpayX answered ${answer.status}`);
    return parsed;
  };

  const fundAccountBody = (request: Pick<PayoutRequest, 'destination'>, contactId: string): Json =>
    request.destination.kind === 'vpa'
      ? { contact_id: contactId, account_type: 'vpa', vpa: { address: request.destination.upiId } }
      : {
          contact_id: contactId,
          account_type: 'bank_account',
          bank_account: { name: request.destination.holderName, ifsc: request.destination.ifsc, account_number: request.destination.accountNumber },
        };

  return {
    mode: 'razorpayx',
    async createPayout(request) {
      const contact = await call('POST', '/v1/contacts', { name: request.contact.name.slice(0, 50) || 'Meshmandi creator', type: 'vendor', reference_id: request.contact.referenceId.slice(0, 40) });
      const fundAccount = await call('POST', '/v1/fund_accounts', fundAccountBody(request, String(contact.id)));
      const payout = await call(
        'POST',
        '/v1/payouts',
        {
          account_number: keys.accountNumber,
          fund_account_id: fundAccount.id,
          amount: request.amountPaise,
          currency: 'INR',
          mode: request.destination.kind === 'vpa' ? 'UPI' : 'IMPS',
          purpose: request.purpose,
          // A low balance queues the payout rather than failing it: it goes out once the account is topped up.
          queue_if_low_balance: true,
          reference_id: request.referenceId.slice(0, 40),
          narration: request.narration,
          notes: Object.fromEntries(Object.entries(request.notes).map(([k, v]) => [k, String(v)])),
        },
        { 'X-Payout-Idempotency': request.idempotencyKey },
      );
      return toPayout(payout);
    },
    fetchPayout: async (payoutId) => toPayout(await call('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`)),
    async validateVpa(upiId): Promise<VpaValidation> {
      let validation = await call('POST', '/v1/fund_accounts/validations', {
        account_number: keys.accountNumber,
        fund_account: { account_type: 'vpa', vpa: { address: upiId } },
        notes: { purpose: 'payout destination check' },
      });
      for (let poll = 0; validation.status !== 'completed' && poll < VALIDATION_POLLS; poll++) {
        await new Promise((resolve) => setTimeout(resolve, VALIDATION_POLL_MS));
        validation = await call('GET', `/v1/fund_accounts/validations/${encodeURIComponent(String(validation.id))}`);
      }
      if (validation.status !== 'completed') throw new PayoutProviderError(null, 'RazorpayX did not finish checking the UPI id; try again in a minute');
      const results = (validation.results ?? {}) as Json;
      if (results.account_status !== 'active') return { valid: false, checked: 'provider', holderName: null };
      return { valid: true, checked: 'provider', holderName: typeof results.registered_name === 'string' && results.registered_name ? results.registered_name : null };
    },
  };
}
