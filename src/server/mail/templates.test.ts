import { describe, expect, it } from 'vitest';
import { escapeHtml } from './templates/escape-html';
import { otpEmail, type OtpPurpose } from './templates/otp-email';
import { passwordResetEmail } from './templates/password-reset-email';
import { signUpAttemptEmail } from './templates/sign-up-attempt-email';
import { welcomeEmail } from './templates/welcome-email';

const supportEmail = 'support@meshmandi.in';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('otpEmail', () => {
  it.each<OtpPurpose>(['login', 'verification', 'password-reset', 'withdrawal-pin-reset'])('puts the code in both parts (%s)', (purpose) => {
    const email = otpEmail({ code: '093417', minutes: 10, purpose, supportEmail });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('093417');
      expect(part).toContain('10 minutes');
      expect(part).toContain('Nobody from Meshmandi will ever ask you for it');
      expect(part).toContain(supportEmail);
    }
    expect(email.text).toMatch(/Didn't/);
    expect(email.html).toContain('Didn&#39;t');
  });

  it('gives each purpose its own subject', () => {
    const subjects = (['login', 'verification', 'password-reset', 'withdrawal-pin-reset'] as const).map(
      (purpose) => otpEmail({ code: '1', minutes: 10, purpose, supportEmail }).subject,
    );
    expect(new Set(subjects).size).toBe(4);
  });

  it('produces an accessible, self-contained HTML document', () => {
    const { html, subject } = otpEmail({ code: '093417', minutes: 10, purpose: 'login', supportEmail });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(`<title>${subject}</title>`);
    expect(html).toMatch(/<h1[^>]*>Sign in to Meshmandi<\/h1>/);
    expect(html).not.toMatch(/<img|<link|@import|url\(/i);
  });

  it('escapes the code in HTML', () => {
    const { html, text } = otpEmail({ code: '<b>1</b>', minutes: 10, purpose: 'login', supportEmail });
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(html).not.toContain('<b>1</b>');
    expect(text).toContain('<b>1</b>');
  });
});

describe('welcomeEmail', () => {
  it('escapes a hostile name in HTML but keeps it readable in text', () => {
    const name = '<script>alert("hi")</script>';
    const { html, text, subject } = welcomeEmail({ name, appUrl: 'https://meshmandi.in/', supportEmail });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(text).toContain(`Namaste, ${name}!`);
    expect(subject).not.toContain('script');
    expect(html).toContain('href="https://meshmandi.in/"');
    expect(text).toContain('https://meshmandi.in/');
  });

  it('greets without a name when none is given', () => {
    expect(welcomeEmail({ name: '  ', appUrl: 'https://meshmandi.in/', supportEmail }).text).toMatch(/^Namaste!\n/);
  });

  it('refuses a non-http link', () => {
    expect(() => welcomeEmail({ name: 'Asha', appUrl: 'javascript:alert(1)', supportEmail })).toThrow(/http\(s\)/);
  });
});

describe('passwordResetEmail', () => {
  it('includes the reset URL in both parts, escaped in HTML', () => {
    const url = 'https://meshmandi.in/reset-password?token=abc123&next=%2Fme';
    const { html, text } = passwordResetEmail({ url, minutes: 60, supportEmail });
    expect(text).toContain(url);
    expect(text).toContain('60 minutes');
    expect(html).toContain('href="https://meshmandi.in/reset-password?token=abc123&amp;next=%2Fme"');
    expect(html).not.toContain('token=abc123&next');
    expect(html).toContain('60 minutes');
  });
});

describe('signUpAttemptEmail', () => {
  it('tells the owner nothing changed and links to log in and password reset on the site', () => {
    const { subject, html, text } = signUpAttemptEmail({ appUrl: 'https://meshmandi.in/', supportEmail });
    expect(subject).toBe('Someone tried to sign up with your e-mail address');
    expect(text).toContain('nothing about your account changed');
    expect(text).toContain('https://meshmandi.in/forgot-password');
    expect(html).toContain('href="https://meshmandi.in/login"');
  });

  it('refuses a non-http site address', () => {
    expect(() => signUpAttemptEmail({ appUrl: 'javascript:alert(1)', supportEmail })).toThrow(/http\(s\)/);
  });
});
