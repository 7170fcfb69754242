import { z } from 'zod';
import { defineContract } from '../define-contract';

export const IP_RULE_HOURS_MAX = 24 * 365;
export const TEMPORARY_BLOCK_HOURS = 24;

export const IpRuleItem = z.object({
  id: z.string(),
  cidr: z.string(),
  type: z.enum(['blocked', 'allowed']),
  reason: z.string(),
  createdBy: z.object({ uid: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.string(),
  /** Null: until removed. */
  expiresAt: z.string().nullable(),
});
export type IpRuleItem = z.infer<typeof IpRuleItem>;

const Ip = z
  .string({ error: (issue) => (issue.input === undefined ? 'ip is required' : 'ip: must be text') })
  .trim()
  .min(1, 'ip is required')
  .max(60, 'ip: enter an IP address or a CIDR range such as 203.0.113.0/24');

const Hours = z
  .number({ message: 'hours: a whole number of hours' })
  .int('hours: a whole number of hours')
  .min(1, 'hours: at least 1')
  .max(IP_RULE_HOURS_MAX, `hours: at most ${IP_RULE_HOURS_MAX} (a year)`);

const Text = (field: string, hint: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field}: ${hint}` : `${field}: must be text`) })
    .trim()
    .min(1, `${field}: ${hint}`)
    .max(500, `${field}: at most 500 characters`);

export const blockIP = defineContract({
  name: 'blockIP',
  summary: `Admins (SPEC §7: ip, reason, type default blocked): refuse an address or CIDR range on every node from its next request. type temporary lasts \`hours\` (default ${TEMPORARY_BLOCK_HOURS}); blocked lasts until removed unless \`hours\` is given. An allowed address wins over a block; the caller's own address cannot be blocked. Blocking a range already blocked replaces its reason and expiry. Audited. Errors read "Failed to block IP: {reason}".`,
  access: 'admin',
  failureMessage: 'Failed to block IP',
  input: z.strictObject({
    ip: Ip,
    reason: Text('reason', 'say why it is blocked'),
    type: z.enum(['blocked', 'temporary'], { message: 'type: one of blocked, temporary' }).default('blocked'),
    hours: Hours.optional(),
  }),
  output: z.object({ success: z.literal(true), rule: IpRuleItem }),
});

export const whitelistIP = defineContract({
  name: 'whitelistIP',
  summary:
    'Admins (SPEC §7: ip, description): always let an address or CIDR range in, whatever the block list says, and without the per-IP request limit (an office, a monitoring service). Until removed, or for `hours`. Audited. Errors read "Failed to allow IP: {reason}".',
  access: 'admin',
  failureMessage: 'Failed to allow IP',
  input: z.strictObject({ ip: Ip, description: Text('description', 'say whose address it is'), hours: Hours.optional() }),
  output: z.object({ success: z.literal(true), rule: IpRuleItem }),
});

export const removeIpRule = defineContract({
  name: 'removeIpRule',
  summary: 'Admins: remove a block or allow rule; every node stops applying it from its next request. Audited. Errors read "Failed to remove IP rule: {reason}".',
  access: 'admin',
  failureMessage: 'Failed to remove IP rule',
  input: z.strictObject({
    ruleId: z
      .string({ error: (issue) => (issue.input === undefined ? 'ruleId is required' : 'ruleId: must be text') })
      .regex(/^[0-9]{1,18}$/, 'ruleId: not a rule id'),
  }),
  output: z.object({ success: z.literal(true) }),
});

export const SignInItem = z.object({
  at: z.string(),
  user: z.object({ uid: z.string(), displayName: z.string(), username: z.string().nullable() }),
  ip: z.string().nullable(),
  device: z.string(),
  method: z.string(),
});

export const getSecurityData = defineContract({
  name: 'getSecurityData',
  summary:
    "Admins: the site's security picture: the rules in force (block after 5 failed sign-ins, the per-IP request limit), the IP block and allow lists, the latest 50 sign-ins, failed sign-ins in the last 15 minutes, the accounts whose password sign-in is paused now, and the caller's own address.",
  access: 'admin',
  input: z.strictObject({}).default({}),
  output: z.object({
    success: z.literal(true),
    settings: z.object({ blockAfterFailedSignIns: z.number().int(), signInLockMinutes: z.number().int(), requestsPerMinutePerIp: z.number().int() }),
    yourIp: z.string(),
    rules: z.array(IpRuleItem),
    recentSignIns: z.array(SignInItem),
    failedSignInsLast15Minutes: z.number().int(),
    lockedAccounts: z.array(z.object({ user: z.object({ uid: z.string(), displayName: z.string(), username: z.string().nullable() }), until: z.string() })),
  }),
});
