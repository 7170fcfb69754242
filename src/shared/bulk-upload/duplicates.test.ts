import { describe, expect, it } from 'vitest';
import { batchDuplicates, normaliseTitle } from './duplicates';

describe('normaliseTitle', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(normaliseTitle('  Café   Chair — v2! ')).toBe('cafe chair v2');
    expect(normaliseTitle('CAFE chair v2')).toBe('cafe chair v2');
  });
});

describe('batchDuplicates', () => {
  it('flags later rows as duplicates of the first by title and by checksum, whatever order they come in', () => {
    const flags = batchDuplicates([
      { id: 'c', rowNumber: 3, title: 'Vase', checksum: 'aa' },
      { id: 'a', rowNumber: 1, title: 'vase!', checksum: 'bb' },
      { id: 'b', rowNumber: 2, title: 'Bowl', checksum: 'aa' },
      { id: 'd', rowNumber: 4, title: 'Plate', checksum: null },
    ]);
    expect(Object.fromEntries(flags)).toEqual({
      a: { titleOf: null, checksumOf: null },
      b: { titleOf: null, checksumOf: null },
      c: { titleOf: 'a', checksumOf: 'b' },
      d: { titleOf: null, checksumOf: null },
    });
  });

  it('never flags rows whose file has not arrived yet as sharing a checksum', () => {
    const flags = batchDuplicates([
      { id: 'a', rowNumber: 1, title: 'One', checksum: null },
      { id: 'b', rowNumber: 2, title: 'Two', checksum: null },
    ]);
    expect(flags.get('b')).toEqual({ titleOf: null, checksumOf: null });
  });
});
