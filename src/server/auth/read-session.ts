import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './create-auth';
import type { Db } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { maySignIn } from '../../shared/constants/user-status';

/**
 * The header that carries the client's address to better-auth (its sessions, sign-ins and security
 * events): Fastify's `request.ip`, which follows TRUST_PROXY. Whatever a client sent under this name
 * is replaced, so it cannot claim an address.
 */
export const CLIENT_IP_HEADER = 'x-meshmandi-client-ip';

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The signed-in user behind the request's session cookie, read fresh so role changes apply at once. */
export async function readSessionUser(auth: Auth, db: Db, request: FastifyRequest): Promise<UserRow | null> {
  if (!request.headers.cookie && !request.headers.authorization) return null;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const [row] = await db.select().from(users).where(eq(users.id, session.user.id)).limit(1);
  // A status change deletes the sessions in its transaction; this covers a session made in the same instant.
  if (row && !maySignIn(row.status)) return null;
  return row ?? null;
}
