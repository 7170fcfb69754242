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

export function milestoneMessage(modelTitle: string, milestone: number): string {
  return `${modelTitle} reached ${milestone.toLocaleString('en-IN')} views`;
}

/** SPEC §9 leaves the security texts to us: what happened, and what to do if it was not you. */
export function securityMessage(kind: string, data: Record<string, unknown>): string {
  const notYou = "If this wasn't you, change your password and review your sessions now.";
  switch (kind) {
    case 'new_device_sign_in': {
      const device = typeof data.userAgent === 'string' && data.userAgent ? ` on ${data.userAgent}` : '';
      const from = typeof data.ip === 'string' && data.ip ? ` from ${data.ip}` : '';
      return `New sign-in to your account${device}${from}. ${notYou}`;
    }
    case 'password_changed':
      return `Your password was changed. ${notYou}`;
    case 'email_changed':
      return `The e-mail address on your account was changed. ${notYou}`;
    case 'two_factor_changed':
      return data.enabled === true
        ? 'Two-step verification was turned on for your account.'
        : `Two-step verification was turned off for your account. ${notYou}`;
    case 'suspicious_activity': {
      const attempts = typeof data.failedAttempts === 'number' ? `${data.failedAttempts} failed sign-in attempts` : 'Several failed sign-in attempts';
      const within = typeof data.windowMinutes === 'number' ? ` within ${data.windowMinutes} minutes` : '';
      return `${attempts} on your account${within}. If this wasn't you, consider changing your password.`;
    }
    case 'account_locked': {
      const attempts = typeof data.failedAttempts === 'number' ? `${data.failedAttempts} wrong passwords` : 'Several wrong passwords';
      const from = typeof data.ip === 'string' && data.ip ? ` from ${data.ip}` : '';
      const minutes = typeof data.minutes === 'number' ? ` for ${data.minutes} minutes` : '';
      return `${attempts}${from}: password sign-in to your account is paused${minutes}. Signing in with an e-mailed code, or resetting your password, unlocks it now. If this wasn't you, reset your password.`;
    }
    case 'account_unlocked': {
      const how = data.how === 'password_reset' ? 'your password was reset' : data.how === 'google' ? 'you signed in with Google' : 'you signed in with an e-mailed code';
      return `Password sign-in to your account is unlocked: ${how}.`;
    }
    case 'withdrawal_pin_locked': {
      const attempts = typeof data.failedAttempts === 'number' ? `${data.failedAttempts} wrong withdrawal PINs in a row` : 'Several wrong withdrawal PINs';
      const minutes = typeof data.minutes === 'number' ? ` for ${data.minutes} minutes` : '';
      return `${attempts}: withdrawals from your account are locked${minutes}. If this wasn't you, change your password and your withdrawal PIN.`;
    }
    case 'withdrawal_pin_reset': {
      const device = typeof data.userAgent === 'string' && data.userAgent && !data.userAgent.startsWith('Unknown') ? ` on ${data.userAgent}` : '';
      const from = typeof data.ip === 'string' && data.ip ? ` from ${data.ip}` : '';
      return `Your withdrawal PIN was reset with a code e-mailed to you${device}${from}. If this wasn't you, change your password and your e-mail's password, then reset your withdrawal PIN again.`;
    }
    case 'payout_destination_added': {
      const what = typeof data.label === 'string' && data.label ? data.label : 'A new UPI id or bank account';
      const from = typeof data.usableFrom === 'string' && data.usableFrom ? `; it can be paid from ${data.usableFrom}` : '';
      return `${what} was added to be paid your earnings${from}. If this wasn't you, remove it now on your Earnings page, then change your password and set a withdrawal PIN.`;
    }
    default:
      return `Security alert on your account. ${notYou}`;
  }
}
