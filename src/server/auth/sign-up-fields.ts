import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DisplayName, USERNAME_TAKEN, Username } from '../../shared/constants/account-rules';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { describeZodError } from '../../shared/describe-zod-error';

/**
 * What /sign-up/email may set, under the rules updateProfile applies to the same fields. Nothing
 * else: an `image` URL would be shown to every visitor (avatars come only from our own upload).
 */
const SignUpBody = z.strictObject({
  name: DisplayName,
  username: Username.optional(),
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

export type SignUpFields = z.infer<typeof SignUpBody>;

/** The checked, normalised body, or a 400 naming the field. */
export async function checkSignUpFields(db: Db, body: unknown): Promise<SignUpFields> {
  if (body !== null && typeof body === 'object' && 'image' in body) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_FIELD',
      message: 'image: cannot be set at sign-up. Upload a profile picture in your profile settings instead.',
    });
  }
  const parsed = SignUpBody.safeParse(body ?? {});
  if (!parsed.success) throw new APIError('BAD_REQUEST', { code: 'INVALID_FIELD', message: describeZodError(parsed.error) });
  const { username } = parsed.data;
  if (username) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    // Usernames are public, so saying so reveals nothing; the wording is the one settings use.
    if (taken) throw new APIError('BAD_REQUEST', { code: 'USERNAME_IS_ALREADY_TAKEN', message: USERNAME_TAKEN });
  }
  return parsed.data;
}
