import { describe, expect, it } from 'vitest';
import { takeTagText } from './tag-text';

describe('tags from typed or pasted text', () => {
  it('adds every tag of "a, b, c," and leaves nothing behind', () => {
    expect(takeTagText('a, b, c,', [])).toEqual({ tags: ['a', 'b', 'c'], rest: '', refusal: null });
  });

  it('keeps the parts that are not tags as text with the first reason, and adds the rest', () => {
    expect(takeTagText('Gears, !bad, spur, ?also', ['gears'])).toEqual({
      tags: ['gears', 'spur'],
      rest: '!bad, ?also',
      refusal: 'Tags start with a letter or digit and may contain letters, digits, spaces and - _ . + &.',
    });
  });

  it('stops at ten tags, keeping the eleventh as text', () => {
    const ten = Array.from({ length: 9 }, (_, i) => `t${i}`);
    expect(takeTagText('x, y', ten)).toEqual({ tags: [...ten, 'x'], rest: 'y', refusal: 'A model can have at most 10 tags.' });
  });
});
