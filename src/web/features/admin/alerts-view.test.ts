import { describe, expect, it } from 'vitest';
import { occurrencesText, raisedBy, safeActionPath } from './alerts-view';

describe('the alerts view', () => {
  it('says who raised an alert and how often it was seen', () => {
    expect(raisedBy({ createdBy: null })).toBe('Raised by Meshmandi');
    expect(raisedBy({ createdBy: { uid: 'u1', displayName: 'Asha' } })).toBe('Raised by Asha');
    expect(occurrencesText({ occurrences: 1 })).toBeNull();
    expect(occurrencesText({ occurrences: 1200 })).toBe('Seen 1,200 times');
  });

  it('links only to paths on this site', () => {
    expect(safeActionPath({ actionUrl: '/admin/reports?status=pending' })).toBe('/admin/reports?status=pending');
    expect(safeActionPath({ actionUrl: '//evil.example' })).toBeNull();
    expect(safeActionPath({ actionUrl: 'https://evil.example' })).toBeNull();
    expect(safeActionPath({ actionUrl: null })).toBeNull();
  });
});
