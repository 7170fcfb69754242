import { z } from 'zod';
import type { Contract } from '../../shared/contracts/define-contract';
import { TIPS_CSV_PATH, TipsCsvQuery } from '../../shared/contracts/payments/earnings-chart';
import { REVENUE_CSV_PATH, RevenueCsvQuery } from '../../shared/contracts/money/revenue';
import { getWithdrawalHistory } from '../../shared/contracts/payouts/withdrawals';

const ACCESS_TEXT: Record<Contract['access'], string> = {
  public: 'anyone, signed in or not',
  user: 'any signed-in user',
  owner: 'the owner of the record (or an admin)',
  admin: 'admins (role admin or super_admin, or the isAdmin flag)',
  superAdmin: 'super admins only',
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['status', 'code', 'message'],
      properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' }, requestId: { type: 'string' } },
    },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** OpenAPI 3.1, generated from the contracts so it cannot drift from what the server checks. */
/** A Razorpay or RazorpayX webhook: the raw body signed with the webhook secret, each event handled once. */
function webhookOperation(operationId: string, summary: string, description: string, sender: string) {
  return {
    post: {
      operationId,
      summary,
      description,
      tags: ['webhook'],
      parameters: [
        { name: 'X-Razorpay-Signature', in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
        { name: 'X-Razorpay-Event-Id', in: 'header', required: false, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { event: { type: 'string' }, payload: { type: 'object' } } } } } },
      responses: {
        '200': { description: 'Handled (or seen before)', content: { 'application/json': { schema: { type: 'object', properties: { received: { const: true }, outcome: { type: 'string' } } } } } },
        '400': { description: 'A wrong or missing signature, or a body that is not JSON', content: { 'application/json': { schema: errorSchema } } },
        default: { description: `Error: ${sender} sends the event again`, content: { 'application/json': { schema: errorSchema } } },
      },
    },
  };
}

export function buildOpenApiDocument(contracts: readonly Contract[], serverUrl: string) {
  const paths: Record<string, unknown> = {};
  for (const contract of [...contracts].sort((a, b) => a.name.localeCompare(b.name))) {
    paths[`/api/fn/${contract.name}`] = {
      post: {
        operationId: contract.name,
        summary: contract.summary,
        description: `Who may call it: ${ACCESS_TEXT[contract.access]}.`,
        tags: [contract.access],
        'x-access': contract.access,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { data: jsonSchema(contract.input, 'input') } },
            },
          },
        },
        responses: {
          '200': {
            description: 'Success',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['result'], properties: { result: jsonSchema(contract.output, 'output') } },
              },
            },
          },
          default: { description: 'Error', content: { 'application/json': { schema: errorSchema } } },
        },
      },
    };
  }
  paths['/api/webhooks/razorpay'] = webhookOperation(
    'razorpayWebhook',
    "Razorpay's webhooks: payment.captured, order.paid, payment.failed and refund.processed. The body's exact bytes are signed (X-Razorpay-Signature, HMAC-SHA256 with the live or the test webhook secret); events are handled once by X-Razorpay-Event-Id.",
    'Who may call it: Razorpay, proven by the signature.',
    'Razorpay',
  );
  // SPEC §7's web function: getWithdrawalHistory under {data} in and out (withdrawal-history-route.ts).
  paths['/api/web/withdrawal-history'] = {
    post: {
      operationId: 'withdrawalHistoryWebFunction',
      summary: `SPEC §7's withdrawal-history web function: the body {data:{userId, limit, offset}} answers {data}, as getWithdrawalHistory does. ${getWithdrawalHistory.summary}`,
      description: `Who may call it: ${ACCESS_TEXT[getWithdrawalHistory.access]} (the session cookie); their own withdrawals, admins anyone's.`,
      tags: [getWithdrawalHistory.access],
      'x-access': getWithdrawalHistory.access,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', properties: { data: jsonSchema(getWithdrawalHistory.input, 'input') } } } },
      },
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: jsonSchema(getWithdrawalHistory.output, 'output') } } } },
        },
        default: { description: 'Error (400 names the field; 401 signed out; 403 someone else’s)', content: { 'application/json': { schema: errorSchema } } },
      },
    },
  };
  const csvQuery = jsonSchema(TipsCsvQuery, 'input') as { properties: Record<string, object> };
  paths[TIPS_CSV_PATH] = {
    get: {
      operationId: 'exportTipsCsv',
      summary:
        "The signed-in member's own tips, received or sent, in one book and period, as a CSV file (streamed, newest first): date (ISO), direction, counterparty, model, amount (₹), creator share (₹), platform fee (₹), refunded (₹), book, message. Cells that start with = + - @ get a leading ' so a spreadsheet does not run them.",
      description: 'Who may call it: any signed-in user, for their own tips only (session cookie).',
      tags: ['user'],
      parameters: Object.entries(csvQuery.properties).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
      responses: {
        '200': {
          description: 'The CSV file, as an attachment named meshmandi-tips-{type}-{book}-{timeRange}-{YYYY-MM-DD}.csv',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '400': { description: 'A query parameter that is not allowed, named in the message', content: { 'application/json': { schema: errorSchema } } },
        '401': { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
        default: { description: 'Error', content: { 'application/json': { schema: errorSchema } } },
      },
    },
  };
  paths['/api/webhooks/razorpayx'] = webhookOperation(
    'razorpayxWebhook',
    "RazorpayX's payout webhooks: payout.processed (the withdrawal completes and is posted), payout.failed and payout.rejected (it fails and its money is released), payout.reversed (a paid one comes back to the creator's balance). The body's exact bytes are signed (X-Razorpay-Signature, HMAC-SHA256 with RAZORPAYX_WEBHOOK_SECRET); events are handled once by X-Razorpay-Event-Id.",
    'Who may call it: RazorpayX, proven by the signature. Refused on a site without RazorpayX keys.',
    'RazorpayX',
  );
  paths['/api/admin/withdrawals.csv'] = {
    get: {
      operationId: 'exportWithdrawalsCsv',
      summary:
        "The withdrawal queue as a CSV file, by default those to be paid by hand (status=by-hand), oldest first, with the pay-to detail in full (UPI id, or account number, IFSC and holder) and the net amount to pay. Cells that start with = + - @ get a leading ' so a spreadsheet does not run them.",
      description: `Who may call it: ${ACCESS_TEXT.admin} (session cookie).`,
      tags: ['admin'],
      parameters: [{ name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['pending', 'processing', 'completed', 'failed', 'rejected', 'by-hand'], default: 'by-hand' } }],
      responses: {
        '200': { description: 'The CSV file, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': { description: 'A query parameter that is not allowed, named in the message', content: { 'application/json': { schema: errorSchema } } },
        '401': { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
        '403': { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } },
      },
    },
  };
  const revenueQuery = jsonSchema(RevenueCsvQuery, 'input') as { properties: Record<string, object> };
  paths[REVENUE_CSV_PATH] = {
    get: {
      operationId: 'exportRevenueCsv',
      summary: "/admin/revenue's table as a CSV file: per day (or week or month for all time) and in total, fees from tips and withdrawals, platform tips, refunds, expenses, net revenue and what was paid to creators, in rupees.",
      description: `Who may call it: ${ACCESS_TEXT.admin} (session cookie).`,
      tags: ['admin'],
      parameters: Object.entries(revenueQuery.properties).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
      responses: {
        '200': { description: 'The CSV file, as an attachment named meshmandi-revenue-{book}-{timeRange}-{YYYY-MM-DD}.csv', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': { description: 'A query parameter that is not allowed, named in the message', content: { 'application/json': { schema: errorSchema } } },
        '401': { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
        '403': { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Meshmandi API',
      version: '1',
      description:
        'Callable functions: POST /api/fn/{name} with {"data": …} answers {"result": …} or {"error": {status, code, message}}. ' +
        'Sign-up, sign-in, sign-out and password reset live under /api/auth (better-auth).',
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}
