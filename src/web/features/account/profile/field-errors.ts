import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** zod issues as one message per field, e.g. { username: 'must be at least 3 characters' }. */
export function issuesToFieldErrors<K extends string>(issues: z.core.$ZodIssue[], fields: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server names each bad field in its message ("username: must be …; bio: must be …").
 * Returns the per-field parts; anything it cannot place stays in `rest` for a general alert.
 */
export function serverMessageToFieldErrors<K extends string>(message: string, fields: readonly K[]): { errors: FieldErrors<K>; rest: string | null } {
  const errors: FieldErrors<K> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z]+): (.+)$/.exec(part);
    const field = match?.[1] as K | undefined;
    if (match && field && fields.includes(field)) errors[field] = match[2];
    else rest.push(part);
  }
  return { errors, rest: rest.length ? rest.join('; ') : null };
}
