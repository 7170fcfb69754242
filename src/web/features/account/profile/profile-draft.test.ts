import { describe, expect, it } from 'vitest';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { changesBetween, draftOf, normalisePhone } from './profile-draft';

const account = { displayName: 'Asha Rao', username: 'asha', bio: 'I print gears.', phoneNumber: '+919876543210' } as OwnAccount;

describe('normalisePhone', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 415 555 0100', '+14155550100'],
    ['12345', '12345'],
    ['', ''],
  ])('%j becomes %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });
});

describe('changesBetween', () => {
  it('sends nothing for an untouched form', () => {
    expect(changesBetween(account, draftOf(account))).toEqual({});
  });

  it('sends nothing when only spaces, the username case or the phone spelling changed', () => {
    const draft = { displayName: ' Asha Rao ', username: 'ASHA', bio: 'I print gears.  ', phoneNumber: '98765 43210' };
    expect(changesBetween(account, draft)).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    expect(changesBetween(account, { ...draftOf(account), displayName: '  Asha R. ', username: ' asha_r ' })).toEqual({ displayName: 'Asha R.', username: 'asha_r' });
  });

  it('clears an emptied bio and phone number with null', () => {
    expect(changesBetween(account, { ...draftOf(account), bio: '  ', phoneNumber: '' })).toEqual({ bio: null, phoneNumber: null });
  });

  it('never sends an empty username the account never had', () => {
    const noUsername = { ...account, username: null } as OwnAccount;
    expect(draftOf(noUsername).username).toBe('');
    expect(changesBetween(noUsername, draftOf(noUsername))).toEqual({});
  });
});
