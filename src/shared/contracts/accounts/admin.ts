import { z } from 'zod';
import { ROLES } from '../../constants/roles';
import { defineContract } from '../define-contract';
import { OwnAccount } from './user-profile';

const UserId = z.string().min(1).max(64);

/** SPEC §3: admin check returns isAdmin; with no user, false (SPEC §4). */
export const checkAdminStatus = defineContract({
  name: 'checkAdminStatus',
  summary: 'Whether a user (by default the caller) is an admin. Roles are public, as on profiles, so anyone may ask about anyone.',
  access: 'public',
  input: z.object({ uid: UserId.optional() }).default({}),
  output: z.object({ isAdmin: z.boolean(), isSuperAdmin: z.boolean() }),
});

export const updateUserRole = defineContract({
  name: 'updateUserRole',
  summary: "Change a user's role. Making or unmaking admins needs a super admin.",
  access: 'admin',
  input: z.object({ userId: UserId, newRole: z.enum(ROLES) }),
  output: z.object({ success: z.literal(true), role: z.enum(ROLES), isAdmin: z.boolean() }),
});

/** SPEC §4: setUserAsAdmin sets role admin or user. */
export const setUserAsAdmin = defineContract({
  name: 'setUserAsAdmin',
  summary: 'Make a user an admin, or make an admin a plain user again (super admin only).',
  access: 'admin',
  input: z.object({ userId: UserId, isAdmin: z.boolean().default(true) }),
  output: z.object({ success: z.literal(true), role: z.enum(ROLES), isAdmin: z.boolean() }),
});

export const deleteUser = defineContract({
  name: 'deleteUser',
  summary: 'Delete a user and everything that belongs to them.',
  access: 'admin',
  input: z.object({ userId: UserId }),
  output: z.object({ success: z.literal(true) }),
});

export const listUsers = defineContract({
  name: 'listUsers',
  summary: 'All users, newest first, 50 a page, optionally filtered by name or e-mail.',
  access: 'admin',
  input: z
    .object({
      query: z.string().trim().max(100).optional(),
      limit: z.number().int().min(1).max(100).default(50),
      cursor: z.string().max(200).optional(),
    })
    .default({ limit: 50 }),
  output: z.object({ users: z.array(OwnAccount), nextCursor: z.string().nullable() }),
});

export const getSetupStatus = defineContract({
  name: 'getSetupStatus',
  summary: 'Whether the site still needs its first super admin.',
  access: 'public',
  input: z.object({}).default({}),
  output: z.object({ needsSetup: z.boolean() }),
});

/** First run: while no super admin exists, the first signed-in account may become one, once. */
export const completeAdminSetup = defineContract({
  name: 'completeAdminSetup',
  summary: 'Make the caller the first super admin. Refused once the site has one.',
  access: 'user',
  input: z.object({}).default({}),
  output: z.object({ success: z.literal(true), role: z.literal('super_admin') }),
});
