import { isIP } from 'node:net';

export interface IpRange {
  family: 4 | 6;
  /** The network's first address, canonical. */
  network: string;
  prefix: number;
  /** `network/prefix`, the form rules are stored and shown in. */
  cidr: string;
}

const V4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An address as the server compares it: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address. */
export function plainAddress(address: string): string {
  return V4_MAPPED.exec(address)?.[1] ?? address;
}

function v4ToBig(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function bigToV4(n: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((n >> shift) & 255n)).join('.');
}

function v6ToBig(address: string): bigint {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const v4 = v4ToBig(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((n, group) => (n << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function bigToV6(n: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => ((n >> BigInt((7 - i) * 16)) & 0xffffn).toString(16));
  // The longest run of zero groups (two or more) becomes "::" (RFC 5952).
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== '0') {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  if (best.length < 2) return groups.join(':');
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}

/**
 * An address or CIDR range as typed (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/32`), checked and
 * made canonical (the network's first address), or null when it is neither. Host bits set in a
 * range (`203.0.113.7/24`) are cleared, as routers read it.
 */
export function parseIpRange(text: string): IpRange | null {
  const [rawAddress = '', rawPrefix, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const address = plainAddress(rawAddress);
  const family = isIP(address);
  if (family === 0) return null;
  const bits = family === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = rawPrefix === undefined ? bits : Number(rawPrefix);
  if (prefix > bits) return null;
  const value = family === 4 ? v4ToBig(address) : v6ToBig(address);
  const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  const network = family === 4 ? bigToV4(value & mask) : bigToV6(value & mask);
  return { family: family === 4 ? 4 : 6, network, prefix, cidr: `${network}/${prefix}` };
}

/** Whether `address` is inside `range`. */
export function rangeContains(range: IpRange, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family !== range.family) return false;
  const bits = family === 4 ? 32 : 128;
  const value = family === 4 ? v4ToBig(plain) : v6ToBig(plain);
  const mask = range.prefix === 0 ? 0n : ((1n << BigInt(range.prefix)) - 1n) << BigInt(bits - range.prefix);
  const network = family === 4 ? v4ToBig(range.network) : v6ToBig(range.network);
  return (value & mask) === network;
}
