import { BlockList } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { ipRules } from '../db/schema';
import type { Notifier } from '../events/notifier';
import { parseIpRange, plainAddress } from './ip-range';

/** The live channel on which every node hears that the IP lists changed. */
export const IP_RULES_CHANGED = 'ip-rules-changed';

export type IpVerdict = 'blocked' | 'allowed' | null;

export interface IpRules {
  /** 'allowed' for an address on the allow list (it wins over a block), 'blocked' for one on the block list, else null. */
  verdict(address: string): IpVerdict;
  /** Reads the lists again (after a change on this node; other nodes hear it on IP_RULES_CHANGED). */
  reload(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

interface LoadedRule {
  cidr: string;
  type: 'blocked' | 'allowed';
  expiresAt: Date | null;
}

function listOf(rules: LoadedRule[], type: LoadedRule['type']): BlockList {
  const list = new BlockList();
  for (const rule of rules) {
    if (rule.type !== type) continue;
    const range = parseIpRange(rule.cidr);
    if (range) list.addSubnet(range.network, range.prefix, range.family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/**
 * Issue 16 item 5: each node keeps the IP lists in memory, so checking a request costs no query.
 * The database is the truth: a change is announced on IP_RULES_CHANGED (LISTEN/NOTIFY between
 * nodes) and every node reads the lists again; each also rereads every `refreshMs` in case it missed
 * a signal. An expiry is honoured to the moment: the lists are rebuilt when the next one passes. If
 * a read fails, the last lists stay in force.
 */
export function createIpRules(db: Db, notifier: Notifier, log: FastifyBaseLogger, refreshMs = 60_000): IpRules {
  let rules: LoadedRule[] = [];
  let blocked = new BlockList();
  let allowed = new BlockList();
  let nextExpiry = Infinity;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const rebuild = (now: number) => {
    rules = rules.filter((rule) => !rule.expiresAt || rule.expiresAt.getTime() > now);
    blocked = listOf(rules, 'blocked');
    allowed = listOf(rules, 'allowed');
    nextExpiry = Math.min(Infinity, ...rules.map((rule) => rule.expiresAt?.getTime() ?? Infinity));
  };

  const reload = async () => {
    try {
      rules = (await db.select({ cidr: ipRules.cidr, type: ipRules.type, expiresAt: ipRules.expiresAt }).from(ipRules)) as LoadedRule[];
      rebuild(Date.now());
    } catch (error) {
      log.error({ err: error }, 'reading the IP rules failed; the last ones stay in force');
    }
  };

  return {
    verdict(address) {
      const now = Date.now();
      if (now >= nextExpiry) rebuild(now);
      if (rules.length === 0) return null;
      const plain = plainAddress(address);
      const family = plain.includes(':') ? 'ipv6' : 'ipv4';
      if (allowed.check(plain, family)) return 'allowed';
      return blocked.check(plain, family) ? 'blocked' : null;
    },
    reload,
    async start() {
      await reload();
      unsubscribe = notifier.subscribe(IP_RULES_CHANGED, () => void reload());
      timer = setInterval(() => void reload(), refreshMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      unsubscribe?.();
    },
  };
}
