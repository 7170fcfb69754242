import { describe, expect, it } from 'vitest';
import { BAD_CURSOR, decodeCursor, encodeCursor, takePage } from './keyset-pager';

describe('the keyset pager', () => {
  it('reads back the keys it wrote, numbers as exact text', () => {
    const cursor = encodeCursor('bands', [2, '2026-11-25T10:00:00.123456Z', 'abc_D-9']);
    expect(decodeCursor(cursor, 'bands', ['integer', 'timestamptz', 'id'])).toEqual(['2', '2026-11-25T10:00:00.123456Z', 'abc_D-9']);
  });

  it('refuses a cursor of another ordering, of another length, or with a key not of its type', () => {
    const refused = [
      [encodeCursor('newest', ['2026-11-25T10:00:00Z', 'a']), 'users', ['timestamptz', 'id']],
      [encodeCursor('users', ['2026-11-25T10:00:00Z']), 'users', ['timestamptz', 'id']],
      [encodeCursor('users', ['yesterday', 'a']), 'users', ['timestamptz', 'id']],
      [encodeCursor('users', ['2026-13-45T10:00:00Z', 'a']), 'users', ['timestamptz', 'id']],
      [encodeCursor('users', ['2026-11-25T10:00:00Z', "a' or 1=1"]), 'users', ['timestamptz', 'id']],
      [encodeCursor('likes', ['1.5', 'a']), 'likes', ['integer', 'id']],
      [encodeCursor('likes', [1.5, 'a']), 'likes', ['integer', 'id']],
      ['not-a-cursor', 'users', ['timestamptz', 'id']],
      [Buffer.from('yesterday|x').toString('base64url'), 'users', ['timestamptz', 'id']],
      [Buffer.from('{"a":1}').toString('base64url'), 'users', ['timestamptz', 'id']],
    ] as const;
    for (const [text, ordering, types] of refused) {
      expect(() => decodeCursor(text, ordering, [...types]), text).toThrow(BAD_CURSOR);
    }
  });

  it('gives a next cursor only when the extra row shows there is more', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(takePage(rows, 2, (last) => last.id)).toEqual({ page: [{ id: 'a' }, { id: 'b' }], nextCursor: 'b' });
    expect(takePage(rows, 3, (last) => last.id)).toEqual({ page: rows, nextCursor: null });
    expect(takePage([], 3, () => 'x')).toEqual({ page: [], nextCursor: null });
  });
});
