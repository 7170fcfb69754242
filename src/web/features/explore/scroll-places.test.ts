import { describe, expect, it } from 'vitest';
import { cardAtLine, placeIn, withPlace } from './scroll-places';

describe('scroll places (where explore was scrolled to, per history entry)', () => {
  it('keeps one place per entry, the latest, and reads it back', () => {
    let text = withPlace(null, 'a', { y: 1200.4, card: 9, offset: 40.6 });
    text = withPlace(text, 'b', { y: 300, card: 2, offset: -12 });
    text = withPlace(text, 'a', { y: 1500, card: 11, offset: 8 });
    expect(placeIn(text, 'a')).toEqual({ y: 1500, card: 11, offset: 8 });
    expect(placeIn(text, 'b')).toEqual({ y: 300, card: 2, offset: -12 });
    expect(placeIn(text, 'c')).toBeNull();
    expect(placeIn(withPlace(null, 'r', { y: 10.6, card: 0, offset: 3.4 }), 'r')).toEqual({ y: 11, card: 0, offset: 3 });
  });

  it('keeps the latest thirty entries', () => {
    let text: string | null = null;
    for (let i = 0; i < 35; i++) text = withPlace(text, `k${i}`, { y: i, card: i, offset: 0 });
    expect(placeIn(text, 'k4')).toBeNull();
    expect(placeIn(text, 'k5')).toEqual({ y: 5, card: 5, offset: 0 });
    expect(placeIn(text, 'k34')).toEqual({ y: 34, card: 34, offset: 0 });
  });

  it('reads text it did not write as no places, rather than failing the page', () => {
    for (const text of ['not json', '{"a":1}', '[["a",{"y":"x","card":1,"offset":0}]]', '[[1,{"y":1,"card":1,"offset":0}]]']) expect(placeIn(text, 'a')).toBeNull();
    expect(placeIn(withPlace('garbage', 'a', { y: 1, card: 1, offset: 1 }), 'a')).toEqual({ y: 1, card: 1, offset: 1 });
  });
});

describe('cardAtLine (the card at the top of the window)', () => {
  // Rows of three cards 300 px tall from y = 100: bottoms 400, 400, 400, 700, 700, 700, …
  const bottoms = (i: number) => 100 + 300 * (Math.floor(i / 3) + 1);
  it('is the first card whose bottom is below the line', () => {
    expect(cardAtLine(bottoms, 12, 0)).toBe(0);
    expect(cardAtLine(bottoms, 12, 399)).toBe(0);
    expect(cardAtLine(bottoms, 12, 400)).toBe(3);
    expect(cardAtLine(bottoms, 12, 1299)).toBe(9);
  });
  it('is -1 past the last card or without cards', () => {
    expect(cardAtLine(bottoms, 12, 1300)).toBe(-1);
    expect(cardAtLine(bottoms, 0, 0)).toBe(-1);
  });
});
