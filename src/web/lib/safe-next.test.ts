import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeNext('/profile/edit')).toBe('/profile/edit');
    expect(safeNext('/explore?q=ganesha')).toBe('/explore?q=ganesha');
  });

  it.each([null, '', 'dashboard', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/a\\b', 'javascript:alert(1)'])(
    'falls back to the dashboard for %j',
    (value) => expect(safeNext(value)).toBe('/dashboard'),
  );
});

describe('withNext', () => {
  it('carries next only when it is not the default', () => {
    expect(withNext('/signup', '/dashboard')).toBe('/signup');
    expect(withNext('/verify', '/profile/edit', { email: 'a@b.in', type: 'login' })).toBe('/verify?email=a%40b.in&type=login&next=%2Fprofile%2Fedit');
  });
});
