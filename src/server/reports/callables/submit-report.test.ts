import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, mailOutbox, reports } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { hasLeadingZeroBits, proofInput } from '../../../shared/report-proof';
import { issueReportChallenge } from '../report-challenge';
import { solveReportProof } from '../solve-report-proof';

let t: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

const DETAILS = 'This model copies a design that is not theirs.';

async function solvedProof(client: TestClient) {
  const answer = await client.call('getReportChallenge');
  expect(answer.status).toBe(200);
  const { challenge, bits } = answer.result;
  return { challenge, nonce: solveReportProof(challenge, bits) };
}

async function report(client: TestClient, fields: Record<string, unknown> = {}) {
  return client.call('submitReport', { reason: 'spam', email: 'asha@example.in', url: '/model/some-model/abc123', details: DETAILS, proof: await solvedProof(client), ...fields });
}

const reportCount = async () => (await t.services.db.select({ id: reports.id }).from(reports)).length;
const receiptsTo = (email: string) =>
  t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'report-received'))).orderBy(desc(mailOutbox.id));
const reportBy = async (reference: string) => (await t.services.db.select().from(reports).where(eq(reports.reference, reference)))[0]!;

describe('getReportChallenge', () => {
  it('answers a signed challenge needing 16 zero bits, good for 10 minutes', async () => {
    const answer = await t.client().call('getReportChallenge');
    expect(answer.status).toBe(200);
    expect(answer.result.bits).toBe(16);
    expect(answer.result.challenge).toMatch(/^[A-Za-z0-9_-]{22}\.\d{13}\.16\.[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(answer.result.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });
});

describe('submitReport', () => {
  it('files a signed-out report, e-mails the reference, and records report.submitted', async () => {
    const visitor = t.client();
    const answer = await report(visitor, { email: 'visitor@example.in', url: `${t.url}/model/a-lamp/m_lamp1`, reason: 'underage' });
    expect(answer.status).toBe(200);
    const reference = answer.result.reference as string;
    expect(reference).toMatch(/^MM-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);

    const row = await reportBy(reference);
    expect(row).toMatchObject({
      status: 'pending',
      priority: 'high',
      reason: 'underage',
      type: 'inappropriate',
      targetKind: 'model',
      targetId: 'm_lamp1',
      url: '/model/a-lamp/m_lamp1',
      reporterEmail: 'visitor@example.in',
      reporterId: null,
      details: DETAILS,
      action: null,
      moderatorId: null,
      processedAt: null,
    });
    // Only a keyed hash of the address is kept.
    expect(row.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.ipHash).not.toContain('127.0.0.1');

    const [mail, ...more] = await receiptsTo('visitor@example.in');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`We received your report ${reference}`);
    for (const part of [mail!.text, mail!.html]) expect(part).toContain(reference);
    expect(mail!.text).toContain(`${t.url}/model/a-lamp/m_lamp1`);

    const [event] = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, String(row.id)));
    expect(event).toMatchObject({ type: 'report.submitted', actorId: null, data: { reference, reason: 'underage', priority: 'high' } });
  });

  it("uses a signed-in reporter's account address when none is given, and keeps their id", async () => {
    const answer = await report(member.client, { email: undefined, url: `/profile/${admin.user.id}`, reason: 'harassment' });
    expect(answer.status).toBe(200);
    const row = await reportBy(answer.result.reference);
    expect(row).toMatchObject({ reporterEmail: member.email, reporterId: member.user.id, targetKind: 'profile', targetId: admin.user.id, priority: 'medium', type: 'inappropriate' });
    expect((await receiptsTo(member.email))[0]!.text).toContain(answer.result.reference);
  });

  it('takes an admin’s report like anyone’s, and links a comment by its anchor on the model page', async () => {
    const answer = await report(admin.client, { email: 'moderator@example.in', url: '/model/m_lamp1#comment-c_42', reason: 'misleading' });
    expect(answer.status).toBe(200);
    expect(await reportBy(answer.result.reference)).toMatchObject({ reporterId: admin.user.id, reporterEmail: 'moderator@example.in', targetKind: 'comment', targetId: 'c_42', type: 'other', priority: 'low' });
  });

  it('files a copyright report as ip_infringement with its DMCA statements', async () => {
    const dmca = { copyrightedWork: 'My chess set, first published on my site in 2023', goodFaith: true, accurate: true, signature: 'Asha Rao' };
    const answer = await report(t.client(), { reason: 'copyright', url: '/model/m_chess', dmca });
    expect(answer.status).toBe(200);
    expect(await reportBy(answer.result.reference)).toMatchObject({
      type: 'ip_infringement',
      priority: 'medium',
      copyrightedWork: dmca.copyrightedWork,
      goodFaithStatement: true,
      accuracyStatement: true,
      signatureName: 'Asha Rao',
    });
  });

  const badFields: [string, Record<string, unknown>, RegExp][] = [
    ['reason', { reason: 'boring' }, /^reason: choose one of inappropriate, copyright/],
    ['a missing e-mail, signed out', { email: undefined }, /^email: enter your e-mail address$/],
    ['a short e-mail', { email: 'a@b' }, /^email: at least 5 characters$/],
    ['a long e-mail', { email: `${'a'.repeat(195)}@example.in` }, /^email: at most 200 characters$/],
    ['a malformed e-mail', { email: 'not an address' }, /^email: enter a valid e-mail address$/],
    ['a missing link', { url: '' }, /^url: paste the link/],
    ['short details', { details: 'too short' }, /^details: at least 10 characters$/],
    ['long details', { details: 'x'.repeat(4001) }, /^details: at most 4000 characters$/],
    ['a copyright report without DMCA statements', { reason: 'copyright' }, /^dmca: a copyright report needs the DMCA statements$/],
    [
      'a DMCA notice without the good-faith statement',
      { reason: 'copyright', dmca: { copyrightedWork: 'My chess set', goodFaith: false, accurate: true, signature: 'Asha Rao' } },
      /^dmca\.goodFaith: tick the good-faith statement$/,
    ],
    [
      'a DMCA notice without a signature',
      { reason: 'copyright', dmca: { copyrightedWork: 'My chess set', goodFaith: true, accurate: true, signature: ' ' } },
      /^dmca\.signature: type your full name as your signature$/,
    ],
    ['a missing proof', { proof: undefined }, /^proof: the spam check is missing. Please submit again$/],
    ['an unknown field', { priority: 'high' }, /^priority: cannot be set here$/],
  ];
  for (const [what, fields, message] of badFields) {
    it(`refuses ${what} with a 400 naming the field, and files nothing`, async () => {
      const before = await reportCount();
      const answer = await report(t.client(), fields);
      expect([answer.status, answer.error?.message]).toEqual([400, expect.stringMatching(message)]);
      expect(await reportCount()).toBe(before);
    });
  }

  for (const link of ['https://evil.example/model/abc', '//evil.example/model/abc', 'javascript:alert(1)', 'model/abc', `http://user:pw@${new URL('http://x').host}/model/abc`]) {
    it(`refuses the off-site link ${JSON.stringify(link)}`, async () => {
      const before = await reportCount();
      const answer = await report(t.client(), { url: link });
      expect([answer.status, answer.error?.message]).toEqual([400, 'url: must be a link to a page on Meshmandi, such as a model or a profile']);
      expect(await reportCount()).toBe(before);
    });
  }

  it('refuses a forged, expired, unsolved or reused proof', async () => {
    const client = t.client();
    const before = await reportCount();
    const secret = t.services.auth.options.secret;
    const send = (proof: unknown) => client.call('submitReport', { reason: 'spam', email: 'asha@example.in', url: '/explore', details: DETAILS, proof });

    const forged = issueReportChallenge('some-other-secret-that-is-long-enough-0123');
    expect((await send({ challenge: forged.challenge, nonce: solveReportProof(forged.challenge, forged.bits) })).error?.message).toBe('proof: the spam check is not valid. Please submit again');

    const old = issueReportChallenge(secret, new Date(Date.now() - 11 * 60_000));
    expect((await send({ challenge: old.challenge, nonce: solveReportProof(old.challenge, old.bits) })).error?.message).toBe('proof: the spam check expired. Please submit again');

    // A challenge signed with fewer bits is still held to today's 16.
    const easy = issueReportChallenge(secret, new Date(), 4);
    let weak = 0;
    for (; ; weak++) {
      const digest = createHash('sha256').update(proofInput(easy.challenge, String(weak))).digest();
      if (hasLeadingZeroBits(digest, 4) && !hasLeadingZeroBits(digest, 16)) break;
    }
    expect((await send({ challenge: easy.challenge, nonce: String(weak) })).error?.message).toBe('proof: the spam check was not completed. Please submit again');

    const fresh = await solvedProof(client);
    let unsolved = Number(fresh.nonce) + 1;
    while (hasLeadingZeroBits(createHash('sha256').update(proofInput(fresh.challenge, String(unsolved))).digest(), 16)) unsolved++;
    expect((await send({ challenge: fresh.challenge, nonce: String(unsolved) })).error?.message).toBe('proof: the spam check was not completed. Please submit again');
    expect(await reportCount()).toBe(before);

    expect((await send(fresh)).status).toBe(200);
    const again = await send(fresh);
    expect([again.status, again.error?.message]).toEqual([400, 'proof: this spam check was already used. Please submit again']);
    expect(await reportCount()).toBe(before + 1);
  });
});

describe('submitReport rate limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REPORT_RATE_LIMIT_PER_HOUR: '2' });
  });
  afterAll(async () => strict?.close());

  it('allows REPORT_RATE_LIMIT_PER_HOUR reports an hour from one IP, signed in or not', async () => {
    const signedOut = strict.client();
    const file = async (client: TestClient) => {
      const challenge = (await client.call('getReportChallenge')).result;
      return client.call('submitReport', { reason: 'spam', email: 'asha@example.in', url: '/explore', details: DETAILS, proof: { challenge: challenge.challenge, nonce: solveReportProof(challenge.challenge, challenge.bits) } });
    };
    expect((await file(signedOut)).status).toBe(200);
    expect((await file(signedOut)).status).toBe(200);
    const third = await file(signedOut);
    expect([third.status, third.error?.message]).toEqual([429, 'Too many reports from your network. Please try again in an hour.']);
    // Signing in does not buy another budget: it is the address's.
    const person = await createUser(strict);
    expect((await file(person.client)).status).toBe(429);
    expect(await strict.services.db.select({ id: reports.id }).from(reports)).toHaveLength(2);
  });
});
