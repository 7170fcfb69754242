import type { ZodError } from 'zod';

/** Turns zod's issues into one sentence that names each field, e.g. "email: must be a valid e-mail address". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        return `${issue.keys.join(', ')}: cannot be set here`;
      }
      // A message that names the field already ('amount: the minimum withdrawal is ₹100', 'pin is required') says it once.
      if (!field || issue.message.startsWith(`${field}:`) || issue.message.startsWith(`${field} `)) return issue.message;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}
