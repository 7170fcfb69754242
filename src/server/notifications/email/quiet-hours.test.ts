import { describe, expect, it } from 'vitest';
import type { QuietHours } from '../../../shared/constants/notification-rules';
import { convertTimeOfDay } from '../../../shared/zoned-time';
import { inQuietWindow, quietHoursEnd } from './quiet-hours';

const hours = (start: string, end: string, timeZone: string, enabled = true): QuietHours => ({ enabled, start, end, timeZone });
const endOf = (now: string, quiet: QuietHours) => quietHoursEnd(new Date(now), quiet)?.toISOString() ?? null;

describe('inQuietWindow', () => {
  it('includes the start, leaves out the end, wraps across midnight, and is empty when start equals end', () => {
    expect([1320, 1439, 0, 479].map((m) => inQuietWindow(m, 1320, 480))).toEqual([true, true, true, true]);
    expect([480, 600, 1319].map((m) => inQuietWindow(m, 1320, 480))).toEqual([false, false, false]);
    expect([780, 899].map((m) => inQuietWindow(m, 780, 900))).toEqual([true, true]);
    expect([779, 900].map((m) => inQuietWindow(m, 780, 900))).toEqual([false, false]);
    expect(inQuietWindow(600, 600, 600)).toBe(false);
  });
});

describe('quietHoursEnd', () => {
  it.each([
    // [now, quiet hours, when they end (null: not quiet)]
    ['SPEC §9 defaults are off', '2026-03-10T23:00:00Z', hours('22:00', '08:00', 'UTC', false), null],
    ['UTC, before midnight', '2026-03-10T23:00:00Z', hours('22:00', '08:00', 'UTC'), '2026-03-11T08:00:00.000Z'],
    ['UTC, after midnight', '2026-03-11T03:00:00Z', hours('22:00', '08:00', 'UTC'), '2026-03-11T08:00:00.000Z'],
    ['UTC, at the start exactly', '2026-03-10T22:00:00Z', hours('22:00', '08:00', 'UTC'), '2026-03-11T08:00:00.000Z'],
    ['UTC, at the end exactly', '2026-03-11T08:00:00Z', hours('22:00', '08:00', 'UTC'), null],
    ['UTC, a minute before the end', '2026-03-11T07:59:00Z', hours('22:00', '08:00', 'UTC'), '2026-03-11T08:00:00.000Z'],
    ['UTC, in the day', '2026-03-11T12:00:00Z', hours('22:00', '08:00', 'UTC'), null],
    ['UTC, across the new year', '2026-12-31T23:30:00Z', hours('22:00', '08:00', 'UTC'), '2027-01-01T08:00:00.000Z'],
    ['Kolkata (+5:30): 22:30 there', '2026-03-10T17:00:00Z', hours('22:00', '07:00', 'Asia/Kolkata'), '2026-03-11T01:30:00.000Z'],
    ['Kolkata: 21:30 there is not quiet, though 22:00 UTC rules would say so later', '2026-03-10T16:00:00Z', hours('22:00', '07:00', 'Asia/Kolkata'), null],
    ['Kolkata: 02:00 there is the previous UTC day', '2026-03-10T20:30:00Z', hours('22:00', '07:00', 'Asia/Kolkata'), '2026-03-11T01:30:00.000Z'],
    ['Kathmandu (+5:45)', '2026-01-01T17:00:00Z', hours('22:00', '06:00', 'Asia/Kathmandu'), '2026-01-02T00:15:00.000Z'],
    ['Kiritimati (+14): a day ahead of UTC', '2026-01-01T09:00:00Z', hours('22:00', '08:00', 'Pacific/Kiritimati'), '2026-01-01T18:00:00.000Z'],
    ['Honolulu (-10): quiet while UTC is in its afternoon', '2026-06-01T09:00:00Z', hours('22:00', '07:00', 'Pacific/Honolulu'), '2026-06-01T17:00:00.000Z'],
    ['within one day, New York winter', '2026-01-15T18:30:00Z', hours('13:00', '15:00', 'America/New_York'), '2026-01-15T20:00:00.000Z'],
    ['within one day, New York summer', '2026-07-15T17:30:00Z', hours('13:00', '15:00', 'America/New_York'), '2026-07-15T19:00:00.000Z'],
    ['within one day, outside it', '2026-07-15T20:00:00Z', hours('13:00', '15:00', 'America/New_York'), null],
    ['start equals end: never quiet', '2026-07-15T20:00:00Z', hours('09:00', '09:00', 'UTC'), null],
    // America/New_York springs forward on 2026-03-08 at 02:00 EST to 03:00 EDT.
    ['New York, the night clocks go forward: ends 07:00 EDT', '2026-03-08T04:00:00Z', hours('22:00', '07:00', 'America/New_York'), '2026-03-08T11:00:00.000Z'],
    ['New York, an end that never happens (02:30) ends when the clock jumps', '2026-03-08T06:00:00Z', hours('22:00', '02:30', 'America/New_York'), '2026-03-08T07:00:00.000Z'],
    // It falls back on 2026-11-01 at 02:00 EDT to 01:00 EST: 01:30 happens twice.
    ['New York, the night clocks go back: ends 07:00 EST', '2026-11-01T03:00:00Z', hours('22:00', '07:00', 'America/New_York'), '2026-11-01T12:00:00.000Z'],
    ['New York, a twice-happening end: the first 01:30 (EDT)', '2026-11-01T04:00:00Z', hours('22:00', '01:30', 'America/New_York'), '2026-11-01T05:30:00.000Z'],
    ['New York, in the repeated hour: the second 01:30 (EST)', '2026-11-01T06:15:00Z', hours('22:00', '01:30', 'America/New_York'), '2026-11-01T06:30:00.000Z'],
    // Europe/London goes back on 2026-10-25 at 02:00 BST to 01:00 GMT.
    ['London, the night clocks go back', '2026-10-24T21:30:00Z', hours('22:00', '07:00', 'Europe/London'), '2026-10-25T07:00:00.000Z'],
    ['London, the night clocks go forward (2026-03-29)', '2026-03-28T23:00:00Z', hours('22:00', '07:00', 'Europe/London'), '2026-03-29T06:00:00.000Z'],
    // Australia/Sydney goes forward on 2026-10-04 at 02:00 AEST to 03:00 AEDT (southern spring).
    ['Sydney, an end inside the skipped hour', '2026-10-03T15:30:00Z', hours('01:00', '02:30', 'Australia/Sydney'), '2026-10-03T16:00:00.000Z'],
    ['Sydney, across midnight in its summer', '2026-12-01T12:00:00Z', hours('22:00', '07:00', 'Australia/Sydney'), '2026-12-01T20:00:00.000Z'],
  ])('%s', (_label, now, quiet, expected) => {
    expect(endOf(now, quiet)).toBe(expected);
  });

  it('always ends after now and is no longer quiet at its end, minute by minute across clock changes', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    const windows: [string, string][] = [['22:00', '07:00'], ['01:00', '02:30'], ['00:30', '03:15'], ['13:00', '15:00'], ['23:59', '00:01']];
    const days = ['2026-03-07T00:00:00Z', '2026-03-28T00:00:00Z', '2026-10-03T00:00:00Z', '2026-10-24T00:00:00Z', '2026-10-31T00:00:00Z'];
    let quietSeen = 0;
    for (const timeZone of zones) {
      for (const [start, end] of windows) {
        const quiet = hours(start, end, timeZone);
        for (const day of days) {
          for (let t = Date.parse(day); t < Date.parse(day) + 3 * 86_400_000; t += 7 * 60_000) {
            const ends = quietHoursEnd(new Date(t), quiet);
            if (!ends) continue;
            quietSeen += 1;
            expect(ends.getTime(), `${timeZone} ${start}-${end} at ${new Date(t).toISOString()}`).toBeGreaterThan(t);
            expect(ends.getTime() - t).toBeLessThanOrEqual(25 * 3_600_000);
            expect(quietHoursEnd(ends, quiet), `${timeZone} ${start}-${end} at ${ends.toISOString()}`).toBeNull();
          }
        }
      }
    }
    expect(quietSeen).toBeGreaterThan(1000);
  });
});

describe('convertTimeOfDay', () => {
  it('reads a time kept in one zone on another zone’s clock, daylight saving included', () => {
    expect(convertTimeOfDay('22:00', 'UTC', 'Asia/Kolkata', Date.parse('2026-01-15T12:00:00Z'))).toBe('03:30');
    expect(convertTimeOfDay('08:00', 'UTC', 'America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe('03:00');
    expect(convertTimeOfDay('08:00', 'UTC', 'America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe('04:00');
    expect(convertTimeOfDay('03:30', 'Asia/Kolkata', 'UTC', Date.parse('2026-01-15T12:00:00Z'))).toBe('22:00');
    expect(convertTimeOfDay('07:15', 'Europe/London', 'Europe/London')).toBe('07:15');
  });
});
