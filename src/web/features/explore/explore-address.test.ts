import { describe, expect, it } from 'vitest';
import { clearedFilters, filtersOf, patchFilters, searchForFilters, searchWithPlace, startOf } from './explore-address';

describe('filtersOf (an address to filters)', () => {
  it('reads every filter, flags as 1', () => {
    expect(filtersOf('q=gear&category=Household&format=stl&licence=CC0&printable=1&viewer=1&sort=newest&verbatim=1')).toEqual({
      q: 'gear',
      category: 'Household',
      format: 'stl',
      licence: 'CC0',
      printable: true,
      viewer: true,
      sort: 'newest',
      verbatim: true,
    });
  });

  it('drops what a hand-edited or old link got wrong, instead of failing the page', () => {
    expect(filtersOf('category=Spaceships&format=exe&sort=random&printable=yes&q=%20%20')).toEqual({});
  });

  it('drops "Best match" and "as typed" when there is no text to match', () => {
    expect(filtersOf('sort=best&verbatim=1')).toEqual({});
    expect(filtersOf('q=gear&sort=best')).toEqual({ q: 'gear', sort: 'best' });
  });
});

describe('startOf', () => {
  it('reads a page cursor and refuses anything that is not one', () => {
    expect(startOf('q=gear&after=abc_DEF-123')).toBe('abc_DEF-123');
    expect(startOf('after=../../etc')).toBeUndefined();
    expect(startOf('q=gear')).toBeUndefined();
  });
});

describe('searchForFilters (filters to an address)', () => {
  it('writes one spelling per state, in a fixed order, leaving empty values out', () => {
    expect(searchForFilters({ sort: 'views', printable: true, q: ' gear ', category: 'Household', viewer: false })).toBe('q=gear&category=Household&printable=1&sort=views');
    expect(searchForFilters({})).toBe('');
  });

  it('reads back as the same filters', () => {
    const filters = { q: 'gear box', category: 'Household', format: '3mf', licence: 'CC-BY-4.0', printable: true, sort: 'likes' } as const;
    expect(filtersOf(searchForFilters(filters))).toEqual(filters);
  });

  it('carries "printable as is" beside the old "printable" (watertight), each its own flag (decision 093)', () => {
    expect(searchForFilters({ printableAsIs: true })).toBe('printableAsIs=1');
    expect(filtersOf('printable=1&printableAsIs=1')).toEqual({ printable: true, printableAsIs: true });
    expect(filtersOf('printable=1')).toEqual({ printable: true });
    expect(filtersOf('printableAsIs=yes')).toEqual({});
  });

  it('starts new filters at the top of their list', () => {
    expect(searchForFilters({ q: 'gear' })).not.toContain('after');
    expect(searchWithPlace({ q: 'gear' }, 'abc')).toBe('q=gear&after=abc');
  });
});

describe('patchFilters', () => {
  it('searches new words with the usual corrections', () => {
    expect(patchFilters({ q: 'gaer', verbatim: true }, { q: 'gear' })).toEqual({ q: 'gear', verbatim: undefined });
  });

  it('keeps "as typed" when the words stay the same', () => {
    expect(patchFilters({ q: 'gaer', verbatim: true }, { sort: 'newest' })).toEqual({ q: 'gaer', verbatim: true, sort: 'newest' });
    expect(patchFilters({ q: 'gaer', verbatim: true }, { q: 'gaer' }).verbatim).toBe(true);
  });
});

describe('clearedFilters', () => {
  it('removes the narrowing filters and keeps the text, the sort and "as typed"', () => {
    expect(clearedFilters({ q: 'gear', sort: 'newest', verbatim: true, category: 'Household', format: 'stl', licence: 'CC0', printable: true, viewer: true })).toEqual({
      q: 'gear',
      sort: 'newest',
      verbatim: true,
    });
  });
});
