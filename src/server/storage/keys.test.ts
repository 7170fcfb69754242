import { describe, expect, it } from 'vitest';
import {
  assertSafeKey,
  assertSafePrefix,
  avatarKey,
  avatarPrefix,
  modelFileKey,
  modelPrefix,
  modelPreviewKey,
} from './keys';

const BAD_IDS = ['', '..', '../x', 'a/b', 'a\\b', '.hidden', 'a b', 'a.b', 'x'.repeat(65), 'a\0'];
const BAD_FILE_NAMES = ['', '.', '..', '../x', 'a/b', 'a\\b', '.hidden', '-rf', 'a..b', 'a b', 'ä.png', 'x'.repeat(201), 'a\0'];

describe('storage key builders', () => {
  it('builds keys from safe parts', () => {
    expect(avatarPrefix('u_1')).toBe('avatars/u_1/');
    expect(avatarKey('u_1', '3-256.webp')).toBe('avatars/u_1/3-256.webp');
    expect(modelPrefix('u1', 'M-2')).toBe('models/u1/M-2/');
    expect(modelFileKey('u1', 'M-2', 'castle.v2.stl')).toBe('models/u1/M-2/castle.v2.stl');
    expect(modelPreviewKey('u1', 'M-2', 'p0.webp')).toBe('models/u1/M-2/previews/p0.webp');
    expect(modelFileKey('x'.repeat(64), 'y'.repeat(64), 'z'.repeat(200))).toHaveLength(7 + 65 + 65 + 200);
  });

  it.each(BAD_IDS)('refuses the id %j', (bad) => {
    expect(() => avatarPrefix(bad)).toThrow('Unsafe storage key part');
    expect(() => avatarKey(bad, 'a.png')).toThrow('Unsafe storage key part');
    expect(() => modelPrefix(bad, 'm1')).toThrow('Unsafe storage key part');
    expect(() => modelPrefix('u1', bad)).toThrow('Unsafe storage key part');
    expect(() => modelFileKey(bad, 'm1', 'a.stl')).toThrow('Unsafe storage key part');
    expect(() => modelFileKey('u1', bad, 'a.stl')).toThrow('Unsafe storage key part');
    expect(() => modelPreviewKey('u1', bad, 'a.png')).toThrow('Unsafe storage key part');
  });

  it.each(BAD_FILE_NAMES)('refuses the file name %j', (bad) => {
    expect(() => avatarKey('u1', bad)).toThrow('Unsafe storage key part');
    expect(() => modelFileKey('u1', 'm1', bad)).toThrow('Unsafe storage key part');
    expect(() => modelPreviewKey('u1', 'm1', bad)).toThrow('Unsafe storage key part');
  });
});

describe('assertSafeKey', () => {
  it('accepts ordinary keys', () => {
    for (const key of ['a', 'models/u1/m1/a.stl', 'a/.b', 'x'.repeat(1024)]) {
      expect(() => assertSafeKey(key)).not.toThrow();
    }
  });

  it.each(['', '/a', 'a/', 'a//b', '../a', 'a/..', 'a/../b', './a', 'a\\b', 'a\0b', 'x'.repeat(1025)])(
    'refuses %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow('Unsafe storage key');
    },
  );

  it('allows folder and empty prefixes but not escaping ones', () => {
    for (const prefix of ['', 'models/', 'models/u1/m1/', 'models/u1/m']) {
      expect(() => assertSafePrefix(prefix)).not.toThrow();
    }
    for (const prefix of ['/', '../', 'a//', '/etc/', 'a/../']) {
      expect(() => assertSafePrefix(prefix)).toThrow('Unsafe storage key');
    }
  });
});
