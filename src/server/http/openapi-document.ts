import { z } from 'zod';
import type { Contract } from '../../shared/contracts/define-contract';

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
  paths['/api/webhooks/razorpay'] = {
    post: {
      operationId: 'razorpayWebhook',
      summary:
        "Razorpay's webhooks: payment.captured, order.paid, payment.failed and refund.processed. The body's exact bytes are signed (X-Razorpay-Signature, HMAC-SHA256 with the live or the test webhook secret); events are handled once by X-Razorpay-Event-Id.",
      description: 'Who may call it: Razorpay, proven by the signature.',
      tags: ['webhook'],
      parameters: [
        { name: 'X-Razorpay-Signature', in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
        { name: 'X-Razorpay-Event-Id', in: 'header', required: false, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { event: { type: 'string' }, payload: { type: 'object' } } } } } },
      responses: {
        '200': { description: 'Handled (or seen before)', content: { 'application/json': { schema: { type: 'object', properties: { received: { const: true }, outcome: { type: 'string' } } } } } },
        '400': { description: 'A wrong or missing signature, or a body that is not JSON', content: { 'application/json': { schema: errorSchema } } },
        default: { description: 'Error: Razorpay sends the event again', content: { 'application/json': { schema: errorSchema } } },
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
