import { describe, expect, it } from 'vitest';
import { modelIdFromReference } from './remix-source-reference';

describe('modelIdFromReference', () => {
  it('finds the id in a model page address, a path or the id alone', () => {
    expect(modelIdFromReference('https://meshmandi.in/model/kolam-coaster/AbC_12-x')).toBe('AbC_12-x');
    expect(modelIdFromReference('http://127.0.0.1:3000/model/AbC_12-x?tab=files#top')).toBe('AbC_12-x');
    expect(modelIdFromReference('/model/kolam-coaster/AbC_12-x')).toBe('AbC_12-x');
    expect(modelIdFromReference('  AbC_12-x  ')).toBe('AbC_12-x');
    expect(modelIdFromReference('https://meshmandi.in/model/AbC_12-x/remixes')).toBe('AbC_12-x');
    expect(modelIdFromReference('/model/AbC_12-x/edit')).toBe('AbC_12-x');
  });

  it('answers null for what names no model', () => {
    for (const text of ['', '   ', 'https://meshmandi.in/profile/u1', '/model', '/model/a/b/c/d', 'two words', 'https://meshmandi.in/model/slug/%E0%A4']) {
      expect(modelIdFromReference(text), text).toBeNull();
    }
  });
});
