import { z } from 'zod';
import { defineContract } from '../define-contract';

export const getSiteInfo = defineContract({
  name: 'getSiteInfo',
  summary: 'Public settings the web app needs: the support address, which sign-in methods are on, and the model file size limit.',
  access: 'public',
  input: z.object({}).default({}),
  output: z.object({ supportEmail: z.string(), googleSignIn: z.boolean(), modelFileMaxBytes: z.number().int() }),
});

/** The web app's error screen reports render failures here so admins see them in the log. */
export const reportClientError = defineContract({
  name: 'reportClientError',
  summary: 'Record an error that happened in the browser (logged on the server with the request id).',
  access: 'public',
  input: z.object({
    message: z.string().max(2000),
    stack: z.string().max(8000).optional(),
    url: z.string().max(2000),
    componentStack: z.string().max(8000).optional(),
  }),
  output: z.object({ received: z.literal(true) }),
});
