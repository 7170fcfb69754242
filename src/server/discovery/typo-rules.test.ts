import { describe, expect, it } from 'vitest';
import { readFilterWords } from './filter-words';
import { searchWords } from './search-words';
import { allowedEdits, editDistance, soundEdits, wordVariants } from './typo-rules';

describe('typo rules', () => {
  it('allow no edit up to 3 letters, one from 4, two from 9, none in numbers', () => {
    expect(['a', 'ab', 'kng', 'gear', 'vsae', 'meepel', 'organise', 'organiser', 'staunton1', '12345'].map(allowedEdits)).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 0]);
    // Code points, not UTF-16 units: ಆನೆ is three (two letters and a vowel sign).
    expect(allowedEdits('ಆನೆ')).toBe(0);
  });

  it('let a word that sounds the same be one edit further than spelling allows, never for 1–3 letters', () => {
    expect(['kng', 'kofee', 'elefant', 'ganeshaa', 'organiser'].map(soundEdits)).toEqual([0, 2, 2, 2, 3]);
    expect(editDistance('elefant', 'elephant')).toBe(2);
    expect(editDistance('kofee', 'coffee')).toBe(2);
  });

  it('count a swap of neighbours, a letter left out, added or changed as one edit each', () => {
    expect(editDistance('gaer', 'gear')).toBe(1);
    expect(editDistance('meepel', 'meeple')).toBe(1);
    expect(editDistance('geer', 'gear')).toBe(1);
    expect(editDistance('vase', 'vases')).toBe(1);
    expect(editDistance('planer', 'planter')).toBe(1);
    expect(editDistance('orgniser', 'organiser')).toBe(1);
    expect(editDistance('oragnsier', 'organiser')).toBe(2);
    expect(editDistance('xyzzyqq', 'xyz')).toBe(4);
    expect(editDistance('xyzzyqq', 'xyz', 1)).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('list the variants with letters left out that a close word shares', () => {
    expect(wordVariants('gaer', 1).sort()).toEqual(['aer', 'ger', 'gar', 'gae', 'gaer'].sort());
    expect(wordVariants('gear', 1)).toContain('ger');
    const two = wordVariants('organiser', 2);
    expect(two).toContain('organiser');
    expect(two).toContain('oganier');
    expect(two.every((v) => v.length >= 7)).toBe(true);
  });
});

describe('search words', () => {
  it('keep the combining marks of Hindi and Kannada inside their words, and split on everything else', () => {
    expect(searchWords('गणेश मूर्ति')).toEqual(['गणेश', 'मूर्ति']);
    expect(searchWords('ಆನೆ ಬೊಂಬೆ')).toEqual(['ಆನೆ', 'ಬೊಂಬೆ']);
    expect(searchWords('50% infill, c++ "Spiral VASE"!')).toEqual(['50', 'infill', 'c', 'spiral', 'vase']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('filter words', () => {
  it('read formats, licences and categories, longest name first, leaving the other words', () => {
    expect(readFilterWords(searchWords('gear STL'), {})).toEqual({ words: ['gear'], filters: { format: 'stl' } });
    expect(readFilterWords(searchWords('CC BY-SA 4.0 vase'), {})).toEqual({ words: ['vase'], filters: { licence: 'CC-BY-SA-4.0' } });
    expect(readFilterWords(searchWords('cc by vase'), {})).toEqual({ words: ['vase'], filters: { licence: 'CC-BY-4.0' } });
    expect(readFilterWords(searchWords('3D printing calibration 3mf'), {})).toEqual({ words: ['calibration'], filters: { category: '3D Printing', format: '3mf' } });
    expect(readFilterWords(searchWords('food & drink coaster'), {})).toEqual({ words: ['coaster'], filters: { category: 'Food & Drink' } });
  });

  it('keep a category name alone as text, and leave kinds the visitor chose alone', () => {
    expect(readFilterWords(['robots'], {})).toEqual({ words: ['robots'], filters: {} });
    expect(readFilterWords(['robots', 'stl'], {})).toEqual({ words: ['robots'], filters: { format: 'stl' } });
    expect(readFilterWords(['gear', 'stl'], { format: 'obj' })).toEqual({ words: ['gear'], filters: {} });
    expect(readFilterWords(['zip', 'tie'], {})).toEqual({ words: ['zip', 'tie'], filters: {} });
  });
});
