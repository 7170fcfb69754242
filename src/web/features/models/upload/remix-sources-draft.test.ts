import { describe, expect, it } from 'vitest';
import { REMIX_SOURCES_MAX } from '../../../../shared/constants/remix-rules';
import { parseRemixSources } from './remix-sources-draft';

describe('parseRemixSources', () => {
  it('reads nothing as no sources, and addresses, paths and ids one a line or by commas, a repeat once', () => {
    expect(parseRemixSources('  \n ')).toEqual({ ids: [] });
    expect(parseRemixSources('https://meshmandi.in/model/desk-tidy/AbCdEfGh12345678\n/model/AbCdEfGh12345678, Zz9-_yXw00000000\n')).toEqual({
      ids: ['AbCdEfGh12345678', 'Zz9-_yXw00000000'],
    });
  });

  it('names the first reference that is not a model, shortened when long', () => {
    expect(parseRemixSources('AbCdEfGh12345678\nhttps://example.com/blog/post')).toEqual({
      error: '“https://example.com/blog/post” is not a model page: paste the address of its page (…/model/its-name/its-id) or its id.',
    });
    const long = `https://meshmandi.in/user/${'x'.repeat(80)}`;
    expect(parseRemixSources(long).error).toMatch(/^“https:\/\/meshmandi\.in\/user\/x+…” is not a model page/);
  });

  it(`refuses more than ${REMIX_SOURCES_MAX} models`, () => {
    const many = Array.from({ length: REMIX_SOURCES_MAX + 1 }, (_, i) => `Model${String(i).padStart(11, '0')}`).join('\n');
    expect(parseRemixSources(many)).toEqual({ error: `A model can name at most ${REMIX_SOURCES_MAX} models it remixes.` });
  });
});
