import { TIER_BENEFITS, tierRank } from '../../shared/constants/creator-tiers';
import { tierNoticeText, tierWithArticle } from '../../shared/tier-notice-text';
import type { DomainEventType, EventData } from '../events/domain-event';

/**
 * What each notification says. The words are kept here, one place, so the grouped text and the
 * single one read alike ("Asha liked Gear Train" / "Asha and 4 others liked Gear Train").
 */

/** SPEC §3 actorName: the display name, else the username, else 'Someone'. */
export function actorNameOf(user: { displayName: string | null; username: string | null } | undefined): string {
  const display = user?.displayName?.trim();
  if (display) return display;
  const username = user?.username?.trim();
  return username || 'Someone';
}

/** SPEC §4's example form: "Asha and 4 others", "Asha and 1 other", or just "Asha". */
export function actorsPhrase(newestActor: string, otherActors: number): string {
  if (otherActors <= 0) return newestActor;
  return `${newestActor} and ${otherActors} ${otherActors === 1 ? 'other' : 'others'}`;
}

/** The text of a like, comment or follow notification, alone or standing for a group. */
export function groupableMessage(
  type: 'like' | 'comment' | 'follow',
  subject: { actors: string; modelTitle: string | null; count?: number; sameActor?: boolean },
): string {
  const title = subject.modelTitle ?? 'your model';
  if (type === 'like') return `${subject.actors} liked ${title}`;
  if (type === 'follow') return `${subject.actors} started following you`;
  // One person's several comments on one model: the count says it.
  if (subject.sameActor && (subject.count ?? 1) > 1) return `${subject.actors} left ${subject.count} comments on ${title}`;
  return `${subject.actors} commented on ${title}`;
}

const ACHIEVEMENT_WORDS: Record<string, (milestone: number) => string> = {
  models_uploaded: (n) => (n === 1 ? 'you uploaded your first model' : `you have uploaded ${n.toLocaleString('en-IN')} models`),
  followers: (n) => `${n.toLocaleString('en-IN')} people follow you`,
  total_views: (n) => `your models have ${n.toLocaleString('en-IN')} views`,
};

export function achievementMessage(achievement: string, milestone: number): string {
  const words = ACHIEVEMENT_WORDS[achievement];
  return `Achievement unlocked: ${words ? words(milestone) : `${achievement.replace(/_/g, ' ')} ${milestone.toLocaleString('en-IN')}`}`;
}

/** An admin featured the creator's model on the home page. */
export function featuredMessage(modelTitle: string): string {
  return `${modelTitle} is featured on the Meshmandi home page`;
}

type TierEvent = { [K in 'creator.tier_changed' | 'creator.tier_notice' | 'creator.tier_kept']: { type: K; data: EventData<K> } }['creator.tier_changed' | 'creator.tier_notice' | 'creator.tier_kept'];

/**
 * What a creator is told of their tier (decisions 074, 075): "You are now a Pro Creator: you keep
 * 90% of each tip, and a withdrawal's fee is 1%" (with an admin's reason when an admin set it); the
 * notice before a step down, naming the day it would happen; and its lifting.
 */
export function tierMessage(event: TierEvent): string {
  if (event.type === 'creator.tier_kept') return `You meet what ${TIER_BENEFITS[event.data.tier].label} asks again: you keep it`;
  if (event.type === 'creator.tier_notice') return tierNoticeText(event.data);
  const change = event.data;
  const now = TIER_BENEFITS[change.to];
  const what = tierRank(change.to) > tierRank(change.from) ? `You are now ${tierWithArticle(change.to)}` : `Your creator tier is now ${now.label}`;
  const terms = `you keep ${now.tipShareBps / 100}% of each tip, and a withdrawal's fee is ${now.withdrawalFeeBps / 100}%`;
  return `${what}: ${terms}${change.reason ? `. ${change.reason}` : ''}`;
}

export function milestoneMessage(modelTitle: string, milestone: number): string {
  return `${modelTitle} reached ${milestone.toLocaleString('en-IN')} views`;
}

type SecurityEventType = Extract<DomainEventType, `security.${string}`>;

/** A security event's kind and data (decision 059 types the data): each tells its account holder. */
export type SecurityEvent = { [K in SecurityEventType]: { type: K; data: EventData<K> } }[SecurityEventType];

/** SPEC §9 leaves the security texts to us: what happened, and what to do if it was not you. */
export function securityMessage(event: SecurityEvent): string {
  const notYou = "If this wasn't you, change your password and review your sessions now.";
  const from = (ip: string | null) => (ip ? ` from ${ip}` : '');
  switch (event.type) {
    case 'security.new_device_sign_in': {
      const device = event.data.userAgent ? ` on ${event.data.userAgent}` : '';
      return `New sign-in to your account${device}${from(event.data.ip)}. ${notYou}`;
    }
    case 'security.password_changed':
      return `Your password was changed. ${notYou}`;
    case 'security.email_changed':
      return `The e-mail address on your account was changed. ${notYou}`;
    case 'security.two_factor_changed':
      return event.data.enabled
        ? 'Two-step verification was turned on for your account.'
        : `Two-step verification was turned off for your account. ${notYou}`;
    case 'security.suspicious_activity': {
      const { failedAttempts, windowMinutes } = event.data;
      return `${failedAttempts} failed sign-in attempts on your account within ${windowMinutes} minutes. If this wasn't you, consider changing your password.`;
    }
    case 'security.account_locked': {
      const { failedAttempts, ip, minutes } = event.data;
      return `${failedAttempts} wrong passwords${from(ip)}: password sign-in to your account is paused for ${minutes} minutes. Signing in with an e-mailed code, or resetting your password, unlocks it now. If this wasn't you, reset your password.`;
    }
    case 'security.account_unlocked': {
      const { how } = event.data;
      const why = how === 'password_reset' ? 'your password was reset' : how === 'google' ? 'you signed in with Google' : 'you signed in with an e-mailed code';
      return `Password sign-in to your account is unlocked: ${why}.`;
    }
    case 'security.withdrawal_pin_locked': {
      const { failedAttempts, minutes } = event.data;
      return `${failedAttempts} wrong withdrawal PINs in a row: withdrawals from your account are locked for ${minutes} minutes. If this wasn't you, change your password and your withdrawal PIN.`;
    }
    case 'security.withdrawal_pin_reset': {
      const { userAgent, ip } = event.data;
      const device = userAgent && !userAgent.startsWith('Unknown') ? ` on ${userAgent}` : '';
      return `Your withdrawal PIN was reset with a code e-mailed to you${device}${from(ip)}. If this wasn't you, change your password and your e-mail's password, then reset your withdrawal PIN again.`;
    }
    case 'security.payout_destination_added': {
      const { label, usableFrom } = event.data;
      const when = usableFrom ? `; it can be paid from ${usableFrom}` : '';
      return `${label || 'A new UPI id or bank account'} was added to be paid your earnings${when}. If this wasn't you, remove it now on your Earnings page, then change your password and set a withdrawal PIN.`;
    }
  }
}
