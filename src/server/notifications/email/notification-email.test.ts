import { describe, expect, it } from 'vitest';
import { digestEmail, DIGEST_ITEMS_SHOWN, notificationEmail, notificationSubject, siteLink, type EmailLinks } from './notification-email';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const links: EmailLinks = {
  publicUrl: 'https://meshmandi.in',
  supportEmail: 'support@meshmandi.in',
  unsubscribeUrl: (scope) => `https://meshmandi.in/api/unsubscribe?token=t-${scope}`,
};

describe('notificationEmail', () => {
  it('puts the message in the body only, escaped in HTML, with its link on the site and an unsubscribe line', () => {
    const email = notificationEmail(
      { type: 'comment', category: 'comments', message: '<script>alert(1)</script> commented on "Gear & Train"', actionUrl: '/model/m1', groupCount: 1 },
      links,
    );
    expect(email.subject).toBe('New comment on your model');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; commented on &quot;Gear &amp; Train&quot;');
    expect(email.text).toContain('<script>alert(1)</script> commented on "Gear & Train"');
    expect(email.html).toContain('href="https://meshmandi.in/model/m1"');
    expect(email.text).toContain('https://meshmandi.in/api/unsubscribe?token=t-comments');
    expect(email.html).toContain('Stop e-mails about comments and replies');
  });

  it('names a group in the plural, and gives security alerts no unsubscribe link', () => {
    expect(notificationSubject('like', 4)).toBe('New likes on your model');
    expect(notificationSubject('something-new')).toBe('New notification on Meshmandi');
    const alert = notificationEmail({ type: 'security', category: 'security', message: 'Your password was changed.', actionUrl: '/settings/security', groupCount: 1 }, links);
    expect(alert.text).not.toContain('/api/unsubscribe');
    expect(alert.text).toContain('Security alerts are always e-mailed');
    expect(alert.html).toContain('Review your account security');
  });

  it('only links to paths on the site', () => {
    expect(siteLink('https://meshmandi.in/', '/profile/u1')).toBe('https://meshmandi.in/profile/u1');
    expect(siteLink('https://meshmandi.in', 'https://evil.example/x')).toBe('https://meshmandi.in/notifications');
    expect(siteLink('https://meshmandi.in', '//evil.example/x')).toBe('https://meshmandi.in/notifications');
    expect(siteLink('https://meshmandi.in', 'javascript:alert(1)')).toBe('https://meshmandi.in/notifications');
  });
});

describe('digestEmail', () => {
  it('lists the first items, counts the rest, and offers to stop each category or all', () => {
    const items = Array.from({ length: DIGEST_ITEMS_SHOWN + 5 }, (_, i) => ({
      type: i % 2 ? 'like' : 'follow',
      category: i % 2 ? 'likes' : 'follows',
      message: `Item ${i}`,
      actionUrl: `/model/m${i}`,
      groupCount: 1,
    }));
    const email = digestEmail('weekly', items, items.length, links);
    expect(email.subject).toBe(`Your weekly Meshmandi digest: ${items.length} new notifications`);
    expect(email.text).toContain(`Item ${DIGEST_ITEMS_SHOWN - 1}`);
    expect(email.text).not.toContain(`Item ${DIGEST_ITEMS_SHOWN}\n`);
    expect(email.text).toContain('And 5 more.');
    for (const scope of ['likes', 'follows', 'all']) expect(email.text).toContain(`token=t-${scope}`);
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';
  it('round-trips a claim and refuses any change to it', () => {
    const token = signUnsubscribeToken(secret, { userId: 'user:with:colons', scope: 'likes' });
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: 'user:with:colons', scope: 'likes' });
    expect(verifyUnsubscribeToken('another-secret-that-is-long-enough-0123456789', token)).toBeNull();
    const [payload, signature] = token.split('.');
    expect(verifyUnsubscribeToken(secret, `${Buffer.from('someone-else:likes').toString('base64url')}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${payload}.${signature!.slice(0, -2)}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${payload}x.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, undefined)).toBeNull();
    expect(verifyUnsubscribeToken(secret, ['a'])).toBeNull();
  });
});
