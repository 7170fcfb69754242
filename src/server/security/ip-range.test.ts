import { describe, expect, it } from 'vitest';
import { parseIpRange, plainAddress, rangeContains } from './ip-range';

describe('parseIpRange', () => {
  it('reads addresses and ranges of both families into their canonical form', () => {
    expect(parseIpRange('203.0.113.7')).toEqual({ family: 4, network: '203.0.113.7', prefix: 32, cidr: '203.0.113.7/32' });
    expect(parseIpRange(' 203.0.113.77/24 ')?.cidr).toBe('203.0.113.0/24');
    expect(parseIpRange('::ffff:198.51.100.4')?.cidr).toBe('198.51.100.4/32');
    expect(parseIpRange('2001:DB8:0:0:0:0:0:1')?.cidr).toBe('2001:db8::1/128');
    expect(parseIpRange('2001:db8:abcd:12::7/48')?.cidr).toBe('2001:db8:abcd::/48');
    expect(parseIpRange('::1')?.cidr).toBe('::1/128');
    expect(parseIpRange('0.0.0.0/0')?.cidr).toBe('0.0.0.0/0');
    expect(parseIpRange('fe80::1:0:0:1')?.cidr).toBe('fe80::1:0:0:1/128');
  });

  it('refuses what is not an address or range', () => {
    for (const text of ['', 'localhost', '256.1.1.1', '1.2.3', '1.2.3.4/33', '1.2.3.4/-1', '1.2.3.4/8/8', '1.2.3.4/x', '::1/129', '2001:db8::g', '1.2.3.4 5.6.7.8', '01.2.3.4']) {
      expect(parseIpRange(text), text).toBeNull();
    }
  });
});

describe('rangeContains', () => {
  it('matches addresses inside a range, IPv4-mapped ones included, and nothing of the other family', () => {
    const v4 = parseIpRange('203.0.113.0/24')!;
    expect(rangeContains(v4, '203.0.113.255')).toBe(true);
    expect(rangeContains(v4, '::ffff:203.0.113.9')).toBe(true);
    expect(rangeContains(v4, '203.0.114.0')).toBe(false);
    expect(rangeContains(v4, '2001:db8::1')).toBe(false);
    const v6 = parseIpRange('2001:db8::/32')!;
    expect(rangeContains(v6, '2001:db8:ffff::1')).toBe(true);
    expect(rangeContains(v6, '2001:db9::1')).toBe(false);
    expect(rangeContains(parseIpRange('0.0.0.0/0')!, '8.8.8.8')).toBe(true);
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
