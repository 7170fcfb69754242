import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTips } from '../payments/insert-tips';
import { paiseAsDecimalText as rupeeText } from '../../shared/money/paise';
import { csvCell, TIPS_CSV_COLUMNS } from '../payments/tips-csv';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { tipThroughBuiltInCheckout } from '../test/tip-flow';

let t: TestApp;
let creator: TestUser;
let payer: TestUser;
const messages = ['=HYPERLINK("http://evil.example","click")', '+91 says thanks, "great"', '-2+3', '@SUM(A1:A2)', 'Line one\nline two'];

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { name: 'Meera Krishnan' });
  payer = await createUser(t, { name: '=Rohan' });
  for (const [i, message] of messages.entries()) await tipThroughBuiltInCheckout(payer, { creatorId: creator.user.id, amount: 100 + i, message });
});
afterAll(async () => t?.close());

/** A minimal RFC 4180 reader, enough for the file's own quoting. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function download(who: TestUser | null, query: string) {
  const response = await (who?.client ?? t.client()).fetch(`/api/earnings/tips.csv${query}`);
  // ignoreBOM keeps the byte-order mark that fetch's text() would drop, so the test sees it.
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

describe('GET /api/earnings/tips.csv', () => {
  it('is listed in the API documents', async () => {
    const document = await (await t.client().fetch('/api/openapi.json')).json();
    expect(document.paths['/api/earnings/tips.csv'].get).toMatchObject({ operationId: 'exportTipsCsv', parameters: [{ name: 'type' }, { name: 'book' }, { name: 'timeRange' }] });
    expect(await (await t.client().fetch('/api/docs')).text()).toContain('GET /api/earnings/tips.csv');
  });

  it('refuses a signed-out visitor with 401', async () => {
    const { response, text } = await download(null, '?book=test');
    expect(response.status).toBe(401);
    expect(JSON.parse(text).error.message).toBe('User not authenticated');
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    for (const [query, message] of [
      ['?book=real', "book: must be 'live' or 'test'"],
      ['?type=both', "type: must be 'received' or 'sent'"],
      ['?timeRange=1y', 'timeRange: must be 7d, 30d, 90d or all'],
      ['?userId=someone', 'userId: cannot be set here'],
    ] as const) {
      const { response, text } = await download(creator, query);
      expect([response.status, JSON.parse(text).error.message]).toEqual([400, message]);
    }
  });

  it("downloads the creator's received test tips, newest first, every cell a spreadsheet could run neutralised", async () => {
    const { response, text } = await download(creator, '?type=received&book=test&timeRange=7d');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="meshmandi-tips-received-test-7d-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(TIPS_CSV_COLUMNS);
    expect(rows).toHaveLength(5);
    const newestFirst = [...messages.entries()].reverse();
    for (const [n, [i, message]] of newestFirst.entries()) {
      const amount = 10_000 + i * 100;
      const share = Math.round(amount * 0.85);
      const [date, direction, party, model, ...rest] = rows[n]!;
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
      expect([direction, party, model]).toEqual(['received', "'=Rohan", '']);
      expect(rest).toEqual([rupeeText(amount), rupeeText(share), rupeeText(amount - share), '0.00', 'test', /^[=+\-@]/.test(message) ? `'${message}` : message]);
    }
    expect(rows.map((r) => r[4])).toEqual(['104.00', '103.00', '102.00', '101.00', '100.00']);
    // The quoting on the wire: the formula's quotes doubled inside a quoted cell, after the guard's '.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    // Real money is apart: the live book has no rows.
    expect(parseCsv((await download(creator, '?book=live')).text.slice(1))).toEqual([TIPS_CSV_COLUMNS]);
  });

  it('lists what the payer sent, to the creator by name', async () => {
    const rows = parseCsv((await download(payer, '?type=sent&book=test&timeRange=all')).text.slice(1)).slice(1);
    expect(rows.map((r) => [r[1], r[2], r[8]])).toEqual(Array.from({ length: 5 }, () => ['sent', 'Meera Krishnan', 'test']));
  });

  it('streams a long history in batches: every row once, in order', async () => {
    const fan = await createUser(t);
    const base = Date.now() - 3_600_000;
    // Several share a moment, so the batches' boundaries fall between equal times too.
    const rows = Array.from({ length: 1_234 }, (_, i) => ({
      paymentId: `pay_csv_${String(i).padStart(5, '0')}`,
      book: 'live' as const,
      fromUserId: payer.user.id,
      toUserId: fan.user.id,
      amount: 1_000 + i,
      creatorAmount: 850,
      platformFee: 150 + i,
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    await insertTips(t.services.db, rows);
    const lines = parseCsv((await download(fan, '?book=live')).text.slice(1)).slice(1);
    expect(lines).toHaveLength(1_234);
    expect(lines.map((l) => l[4])).toEqual(rows.map((r) => rupeeText(r.amount)).reverse());
  });
});

describe('CSV cells', () => {
  it('quote what needs quoting and guard formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('-1,5')).toBe(`"'-1,5"`);
    expect(rupeeText(21_250)).toBe('212.50');
    expect(rupeeText(5)).toBe('0.05');
    expect(rupeeText(-4_250)).toBe('-42.50');
  });
});
