import { describe, expect, it } from 'vitest';
import { EMPTY_PRINT_PROFILE } from '../../../../shared/constants/print-profile';
import { checkPrintDraft, emptyPrintDraft, printDraftOf } from './print-profile-draft';

describe('checkPrintDraft', () => {
  it('reads an empty form as a profile that says nothing', () => {
    expect(checkPrintDraft(emptyPrintDraft())).toEqual({ profile: EMPTY_PRINT_PROFILE, errors: {} });
  });

  it('reads every field, hours and minutes as one print time', () => {
    const draft = { printer: ' Bambu P1S ', material: 'PETG' as const, layerHeight: '0.16', supports: 'none' as const, infill: '20', hours: '2', minutes: '15', plates: '3' };
    expect(checkPrintDraft(draft).profile).toEqual({ printer: 'Bambu P1S', material: 'PETG', layerHeightMm: 0.16, supportsNeeded: false, infillPercent: 20, printMinutes: 135, plates: 3 });
  });

  it('names each field out of bounds in a sentence, and gives no profile', () => {
    const checked = checkPrintDraft({ ...emptyPrintDraft(), layerHeight: '3', infill: '150', hours: '400', plates: 'two' });
    expect(checked.profile).toBeNull();
    expect(checked.errors).toEqual({
      layerHeight: 'Layer height must be at most 1 mm.',
      infill: 'Infill must be between 0 and 100 %.',
      printTime: 'Print time must be at most 20160 minutes (14 days).',
      plates: 'Plates must be a whole number.',
    });
    expect(checkPrintDraft({ ...emptyPrintDraft(), hours: '1.5' }).errors.printTime).toBe('Print time must be whole hours and minutes.');
  });

  it('round-trips a saved profile through the form', () => {
    const saved = { printer: 'Prusa MK4', material: 'PLA' as const, layerHeightMm: 0.025, supportsNeeded: true, infillPercent: 0, printMinutes: 61, plates: 1 };
    expect(checkPrintDraft(printDraftOf(saved)).profile).toEqual(saved);
  });
});
