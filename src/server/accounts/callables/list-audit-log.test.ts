import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createRoleTrio, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 10: every admin action in the audit log, with before and after, readable by super admins only.
let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ superAdmin, admin, plain } = await createRoleTrio(t));
});
afterAll(() => t.close());

const read = (who: TestUser, input: Record<string, unknown> = {}) => who.client.call('listAuditLog', input);
type Page = { entries: { id: string; action: string; actor: { id: string; displayName: string | null }; target: { type: string; id: string }; before: unknown; after: unknown; details: Record<string, unknown> }[]; nextCursor: string | null };

describe('listAuditLog', () => {
  it('shows a role change with who did it, to whom, before and after, newest first', async () => {
    const promoted = await createUser(t, { name: 'Nisha Promoted' });
    expect((await superAdmin.client.call('updateUserRole', { userId: promoted.user.id, newRole: 'admin' })).status).toBe(200);
    expect((await superAdmin.client.call('updateUserRole', { userId: promoted.user.id, newRole: 'user' })).status).toBe(200);
    const answer = await read(superAdmin, { targetId: promoted.user.id });
    expect(answer.status).toBe(200);
    const { entries } = answer.result as Page;
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ role: 'admin', isAdmin: true }, { role: 'user', isAdmin: false }],
      [{ role: 'user', isAdmin: false }, { role: 'admin', isAdmin: true }],
    ]);
    expect(entries[0]).toMatchObject({ action: 'user.role.update', actor: { id: superAdmin.user.id }, target: { type: 'user', id: promoted.user.id }, details: {} });
    expect(entries[0]!.actor.displayName).toBe(superAdmin.user.displayName);
  });

  it('pages by cursor and filters by action prefix and actor', async () => {
    const people = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    for (const person of people) expect((await superAdmin.client.call('setUserAsAdmin', { userId: person.user.id, isAdmin: true })).status).toBe(200);
    const first = (await read(superAdmin, { action: 'user.admin.grant', limit: 2 })).result as Page;
    expect(first.entries.map((e) => e.target.id)).toEqual([people[2]!.user.id, people[1]!.user.id]);
    const second = (await read(superAdmin, { action: 'user.admin.grant', limit: 1, cursor: first.nextCursor })).result as Page;
    expect(second.entries.map((e) => e.target.id)).toEqual([people[0]!.user.id]);
    // "user.admin." is every grant and revoke; a bare start of a word is no prefix.
    const byPrefix = (await read(superAdmin, { action: 'user.admin.', limit: 100 })).result as Page;
    expect(byPrefix.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['user.admin.grant']));
    expect(byPrefix.entries.every((e) => e.action.startsWith('user.admin.'))).toBe(true);
    expect(((await read(superAdmin, { action: 'user.adm' })).result as Page).entries).toEqual([]);
    const byActor = (await read(superAdmin, { actorId: superAdmin.user.id, limit: 100 })).result as Page;
    expect(byActor.entries.length).toBeGreaterThanOrEqual(5);
    expect(byActor.entries.every((e) => e.actor.id === superAdmin.user.id)).toBe(true);
  });

  it('keeps an entry whose actor is gone, without a name', async () => {
    const gone = await createUser(t, { role: 'super_admin' });
    const target = await createUser(t);
    expect((await gone.client.call('setUserAsAdmin', { userId: target.user.id })).status).toBe(200);
    expect((await superAdmin.client.call('deleteUser', { userId: gone.user.id })).status).toBe(200);
    const page = (await read(superAdmin, { targetId: target.user.id })).result as Page;
    expect(page.entries[0]!.actor).toEqual({ id: gone.user.id, displayName: null, username: null });
    // The deletion itself is there, with what the account was.
    const deletion = (await read(superAdmin, { action: 'user.delete', targetId: gone.user.id })).result as Page;
    expect(deletion.entries[0]).toMatchObject({ before: { role: 'super_admin' }, after: null });
  });

  it('is for super admins only, and refuses bad input naming the field, writing nothing', async () => {
    const [{ n: before } = { n: -1 }] = await t.services.db.select({ n: count() }).from(auditLog);
    expect((await t.client().call('listAuditLog', {})).status).toBe(401);
    expect((await plain.client.call('listAuditLog', {})).status).toBe(403);
    expect((await admin.client.call('listAuditLog', {})).status).toBe(403);
    for (const [input, message] of [
      [{ limit: 0 }, 'limit: at least 1'],
      [{ limit: 101 }, 'limit: at most 100'],
      [{ cursor: 'abc' }, 'cursor: not a cursor this list gave'],
      [{ action: 'x'.repeat(101) }, 'action: at most 100 characters'],
      [{ targetId: 5 }, 'targetId: must be text'],
      [{ since: 'yesterday' }, 'since: cannot be set here'],
    ] as const) {
      const answer = await read(superAdmin, input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([400, message]);
    }
    const [{ n: after } = { n: -2 }] = await t.services.db.select({ n: count() }).from(auditLog);
    expect(after).toBe(before);
  });
});
