import { peopleMessage } from '../../lib/people-message';
import { describe, expect, it } from 'vitest';
import type { IpRuleItem } from '../../../shared/contracts/security/ip-rules';
import { allowInput, blockInput, errorField, hoursHint, methodLabel, removeConfirmText, ruleAuthor, savedText, settingCards, splitRules } from './security-view';

const rule = (over: Partial<IpRuleItem>): IpRuleItem => ({
  id: '1',
  cidr: '198.51.100.23/32',
  type: 'blocked',
  reason: 'Scraping',
  createdBy: { uid: 'u1', displayName: 'Arjun Admin' },
  createdAt: '2026-11-27T03:00:00.000Z',
  expiresAt: null,
  ...over,
});

describe('the security view', () => {
  it('sends hours only when given, so the server applies its own default', () => {
    expect(blockInput({ ip: '198.51.100.23', reason: 'Scraping', type: 'temporary', hours: '' })).toEqual({ ip: '198.51.100.23', reason: 'Scraping', type: 'temporary' });
    expect(blockInput({ ip: '198.51.100.0/24', reason: 'Bots', type: 'blocked', hours: ' 48 ' })).toEqual({ ip: '198.51.100.0/24', reason: 'Bots', type: 'blocked', hours: 48 });
    expect(allowInput({ ip: '203.0.113.9', description: 'Office', hours: '' })).toEqual({ ip: '203.0.113.9', description: 'Office' });
    expect(allowInput({ ip: '203.0.113.9', description: 'Office', hours: '1.5' })).toEqual({ ip: '203.0.113.9', description: 'Office', hours: 1.5 });
  });

  it('says what an empty hours box means for each kind of rule', () => {
    expect(hoursHint('temporary')).toBe('Empty: 24 hours.');
    expect(hoursHint('blocked')).toBe('Empty: until removed. At most 8760 (a year).');
    expect(hoursHint('allowed')).toBe(hoursHint('blocked'));
  });

  it('finds the field a server refusal names, among the form’s own fields only', () => {
    const named = (message: string) => peopleMessage(message).fields;
    const block = ['ip', 'reason', 'type', 'hours'] as const;
    expect(errorField(named('Failed to block IP: ip: 127.0.0.1/32 includes your own address (127.0.0.1); blocking it would lock you out'), block)).toBe('ip');
    expect(errorField(named('Failed to block IP: ip is required'), block)).toBe('ip');
    expect(errorField(named('Failed to block IP: reason: say why it is blocked'), block)).toBe('reason');
    expect(errorField(named('Failed to block IP: hours: at least 1'), block)).toBe('hours');
    expect(errorField(named('Failed to allow IP: description: say whose address it is'), ['ip', 'description', 'hours'] as const)).toBe('description');
    expect(errorField(named('Failed to block IP: until: cannot be set here'), block)).toBeNull();
    expect(errorField(named('Failed to block IP: Admin access required'), block)).toBeNull();
    expect(errorField(named('Could not reach Meshmandi. Check your connection and try again.'), block)).toBeNull();
  });

  it('splits the rules into the block and allow lists, keeping their order', () => {
    const rules = [rule({ id: '3' }), rule({ id: '2', type: 'allowed' }), rule({ id: '1' })];
    expect(splitRules(rules)).toEqual({ blocked: [rules[0], rules[2]], allowed: [rules[1]] });
  });

  it('words who made a rule, what saving did and what removing will do', () => {
    expect(ruleAuthor(rule({}))).toBe('Arjun Admin');
    expect(ruleAuthor(rule({ createdBy: null }))).toBe('a former admin');
    expect(savedText(rule({}), null)).toBe('Blocked 198.51.100.23/32 until removed.');
    expect(savedText(rule({ type: 'allowed', cidr: '203.0.113.0/24' }), '28 Nov 2026, 8:30 am')).toBe('Always allowing 203.0.113.0/24 until 28 Nov 2026, 8:30 am.');
    expect(removeConfirmText(rule({}))).toMatchObject({ title: 'Unblock 198.51.100.23/32?', done: 'Removed the block on 198.51.100.23/32.' });
    expect(removeConfirmText(rule({ type: 'allowed' }))).toMatchObject({ title: 'Stop always allowing 198.51.100.23/32?', done: '198.51.100.23/32 is no longer always allowed.' });
  });

  it('names sign-in methods, and shows an unknown one as it is', () => {
    expect(methodLabel('password')).toBe('Password');
    expect(methodLabel('otp')).toBe('E-mailed code');
    expect(methodLabel('google')).toBe('Google');
    expect(methodLabel('passkey')).toBe('passkey');
  });

  it('shows the rules in force and the live counts as figures', () => {
    const cards = settingCards({ settings: { blockAfterFailedSignIns: 5, signInLockMinutes: 15, requestsPerMinutePerIp: 1500 }, failedSignInsLast15Minutes: 1, lockedAccounts: [] });
    expect(cards.map((card) => [card.label, card.value, card.hint])).toEqual([
      ['Sign-in pause', 'After 5 failures', 'Password sign-in pauses for 15 minutes.'],
      ['Requests per minute per IP', '1,500', 'Always-allowed addresses are not limited.'],
      ['Failed sign-ins', '1', 'In the last 15 minutes.'],
      ['Paused accounts', '0', 'Password sign-in paused now.'],
    ]);
  });
});
