import { describe, expect, it } from 'vitest';
import { changedFields, shownValue, targetHref } from './audit-log-view';

describe('the audit log view', () => {
  it('lists the fields an action changed, before and after', () => {
    expect(changedFields({ before: { role: 'user', isAdmin: false }, after: { role: 'admin', isAdmin: true } })).toEqual([
      { field: 'role', before: 'user', after: 'admin' },
      { field: 'isAdmin', before: 'false', after: 'true' },
    ]);
    expect(changedFields({ before: { status: 'pending', attempt: 1 }, after: { status: 'processing', attempt: 1 } })).toEqual([{ field: 'status', before: 'pending', after: 'processing' }]);
  });

  it('shows every field of a record deleted or created against nothing', () => {
    expect(changedFields({ before: { title: 'Gear', ownerId: 'u1' }, after: null })).toEqual([
      { field: 'title', before: 'Gear', after: '—' },
      { field: 'ownerId', before: 'u1', after: '—' },
    ]);
    expect(changedFields({ before: null, after: null })).toEqual([]);
  });

  it('writes values on one line', () => {
    expect([shownValue(null), shownValue(''), shownValue(3), shownValue(['a', 'b'])]).toEqual(['—', '—', '3', '["a","b"]']);
  });

  it('links targets that have a page', () => {
    expect(targetHref({ type: 'user', id: 'u 1' })).toBe('/profile/u%201');
    expect(targetHref({ type: 'model', id: 'm1' })).toBe('/model/m1');
    expect(targetHref({ type: 'setting', id: 'x' })).toBeNull();
  });
});
