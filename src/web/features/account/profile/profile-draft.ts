import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';

export const PROFILE_FIELDS = ['displayName', 'username', 'bio', 'phoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileDraft = Record<ProfileField, string>;
export type ProfileChanges = { displayName?: string; username?: string; bio?: string | null; phoneNumber?: string | null };

export const PROFILE_LABELS: Record<ProfileField, string> = {
  displayName: 'Display name',
  username: 'Username',
  bio: 'Bio',
  phoneNumber: 'Phone number',
};

export function draftOf(account: OwnAccount): ProfileDraft {
  return { displayName: account.displayName, username: account.username ?? '', bio: account.bio ?? '', phoneNumber: account.phoneNumber ?? '' };
}

/** Indian numbers typed the everyday way ("98765 43210", "098765-43210") become +91…; others are only cleaned. */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, '');
  if (/^[6-9][0-9]{9}$/.test(compact)) return `+91${compact}`;
  if (/^0[6-9][0-9]{9}$/.test(compact)) return `+91${compact.slice(1)}`;
  if (/^00[1-9]/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}

/** Only what the user changed is sent, so an untouched empty username is never submitted. */
export function changesBetween(account: OwnAccount, draft: ProfileDraft): ProfileChanges {
  const saved = draftOf(account);
  const changes: ProfileChanges = {};
  if (draft.displayName.trim() !== saved.displayName) changes.displayName = draft.displayName.trim();
  if (draft.username.trim().toLowerCase() !== saved.username) changes.username = draft.username.trim();
  if (draft.bio.trim() !== saved.bio) changes.bio = draft.bio.trim() || null;
  const phone = normalisePhone(draft.phoneNumber);
  if (phone !== saved.phoneNumber) changes.phoneNumber = phone || null;
  return changes;
}
