import { describe, expect, it } from 'vitest';
import { LICENCE_LABELS, LICENCES } from '../../../../shared/constants/model-rules';
import { licenceCode } from './licence-code';

describe('licenceCode', () => {
  it('adds the code after a name that does not say it, and never repeats one that does', () => {
    expect(licenceCode('CC-BY-4.0')).toBe('CC-BY-4.0');
    expect(licenceCode('CC0')).toBeNull();
    expect(licenceCode('Custom')).toBeNull();
  });

  it('names every licence code at most once', () => {
    for (const licence of LICENCES) {
      const shown = `${LICENCE_LABELS[licence]}${licenceCode(licence) ? ` (${licenceCode(licence)})` : ''}`;
      expect(shown.split(licence).length - 1, shown).toBeLessThanOrEqual(1);
    }
  });
});
