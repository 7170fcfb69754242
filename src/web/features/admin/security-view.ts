import type { ContractInput, ContractOutput } from '../../../shared/contracts/define-contract';
import type { blockIP, getSecurityData, IpRuleItem, whitelistIP } from '../../../shared/contracts/security/ip-rules';
import { IP_RULE_HOURS_MAX, TEMPORARY_BLOCK_HOURS } from '../../../shared/contracts/security/ip-rules';

export type SecurityData = ContractOutput<typeof getSecurityData>;
export type BlockType = 'blocked' | 'temporary';

/** What the block form holds while it is typed: hours stays text so an empty box means "not given". */
export interface BlockDraft {
  ip: string;
  reason: string;
  type: BlockType;
  hours: string;
}

export interface AllowDraft {
  ip: string;
  description: string;
  hours: string;
}

export const EMPTY_BLOCK_DRAFT: BlockDraft = { ip: '', reason: '', type: 'blocked', hours: '' };
export const EMPTY_ALLOW_DRAFT: AllowDraft = { ip: '', description: '', hours: '' };
export { IP_RULE_HOURS_MAX };

/**
 * An empty hours box is left out, so the server applies its own default (24 h for temporary, until
 * removed otherwise); anything else goes as a number for the server to judge and word its refusal.
 */
function hoursOf(text: string): { hours?: number } {
  const trimmed = text.trim();
  return trimmed === '' ? {} : { hours: Number(trimmed) };
}

export function blockInput(draft: BlockDraft): ContractInput<typeof blockIP> {
  return { ip: draft.ip, reason: draft.reason, type: draft.type, ...hoursOf(draft.hours) };
}

export function allowInput(draft: AllowDraft): ContractInput<typeof whitelistIP> {
  return { ip: draft.ip, description: draft.description, ...hoursOf(draft.hours) };
}

/** What leaving the hours box empty means for each kind of block, as blockIP decides it. */
export function hoursHint(type: BlockType | 'allowed'): string {
  if (type === 'temporary') return `Empty: ${TEMPORARY_BLOCK_HOURS} hours.`;
  return `Empty: until removed. At most ${IP_RULE_HOURS_MAX} (a year).`;
}

/** The first field of this form a server refusal named (api-client's refusedFields); a stray name never marks a box. */
export function errorField<F extends string>(named: readonly string[], fields: readonly F[]): F | null {
  return fields.find((field) => named.includes(field)) ?? null;
}

/** The block list and the allow list, each as getSecurityData orders them (newest first). */
export function splitRules(rules: readonly IpRuleItem[]): { blocked: IpRuleItem[]; allowed: IpRuleItem[] } {
  return { blocked: rules.filter((rule) => rule.type === 'blocked'), allowed: rules.filter((rule) => rule.type === 'allowed') };
}

/** A rule whose author's account is gone (or that was written outside the admin screens) still shows. */
export function ruleAuthor(rule: Pick<IpRuleItem, 'createdBy'>): string {
  return rule.createdBy?.displayName ?? 'a former admin';
}

/** The success line after a rule is saved; the expiry is the server's, not what was typed. */
export function savedText(rule: Pick<IpRuleItem, 'cidr' | 'type' | 'expiresAt'>, expiry: string | null): string {
  const verb = rule.type === 'blocked' ? 'Blocked' : 'Always allowing';
  return `${verb} ${rule.cidr} ${expiry ? `until ${expiry}` : 'until removed'}.`;
}

/** What the confirmation says removing a rule will do: a block lets the range in, an allowance puts it back under the block list. */
export function removeConfirmText(rule: Pick<IpRuleItem, 'cidr' | 'type'>): { title: string; description: string; done: string } {
  if (rule.type === 'blocked') {
    return {
      title: `Unblock ${rule.cidr}?`,
      description: 'Requests from it are let in again from their next request, on every server.',
      done: `Removed the block on ${rule.cidr}.`,
    };
  }
  return {
    title: `Stop always allowing ${rule.cidr}?`,
    description: 'From its next request it is subject to the block list and the per-IP request limit again.',
    done: `${rule.cidr} is no longer always allowed.`,
  };
}

const METHOD_LABELS: Record<string, string> = { password: 'Password', otp: 'E-mailed code', google: 'Google' };

/** A sign-in method as people say it; one the server adds later shows under its own name. */
export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

export interface SettingCard {
  id: 'pause' | 'rate' | 'failed' | 'paused';
  label: string;
  value: string;
  hint: string;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The rules in force and the live failure count, as the figures at the top of the page. */
export function settingCards(data: Pick<SecurityData, 'settings' | 'failedSignInsLast15Minutes' | 'lockedAccounts'>): SettingCard[] {
  const { blockAfterFailedSignIns, signInLockMinutes, requestsPerMinutePerIp } = data.settings;
  return [
    { id: 'pause', label: 'Sign-in pause', value: `After ${plural(blockAfterFailedSignIns, 'failure', 'failures')}`, hint: `Password sign-in pauses for ${plural(signInLockMinutes, 'minute', 'minutes')}.` },
    { id: 'rate', label: 'Requests per minute per IP', value: requestsPerMinutePerIp.toLocaleString('en-IN'), hint: 'Always-allowed addresses are not limited.' },
    { id: 'failed', label: 'Failed sign-ins', value: data.failedSignInsLast15Minutes.toLocaleString('en-IN'), hint: 'In the last 15 minutes.' },
    { id: 'paused', label: 'Paused accounts', value: data.lockedAccounts.length.toLocaleString('en-IN'), hint: 'Password sign-in paused now.' },
  ];
}
