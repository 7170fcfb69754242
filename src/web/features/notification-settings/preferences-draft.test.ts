import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../shared/constants/notification-rules';
import { draftFrom, sameDraft } from './preferences-draft';

describe('draftFrom', () => {
  it("shows SPEC §9's default quiet hours (22:00–08:00 UTC) on the browser's clock", () => {
    const winter = Date.parse('2026-01-15T12:00:00Z');
    expect(draftFrom(DEFAULT_NOTIFICATION_PREFERENCES, 'Asia/Kolkata', winter).quietHours).toEqual({ enabled: false, start: '03:30', end: '13:30', timeZone: 'Asia/Kolkata' });
    expect(draftFrom(DEFAULT_NOTIFICATION_PREFERENCES, 'America/New_York', winter).quietHours).toMatchObject({ start: '17:00', end: '03:00' });
    expect(draftFrom(DEFAULT_NOTIFICATION_PREFERENCES, 'UTC', winter).quietHours).toMatchObject({ start: '22:00', end: '08:00', timeZone: 'UTC' });
  });

  it('keeps everything else as saved', () => {
    const draft = draftFrom(DEFAULT_NOTIFICATION_PREFERENCES, 'UTC');
    expect(sameDraft(draft, DEFAULT_NOTIFICATION_PREFERENCES)).toBe(true);
    expect(draft.email).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.email);
  });
});
