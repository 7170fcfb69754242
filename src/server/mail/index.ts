export { assertSafeHeaders, assertSingleAddress, type MailLogger, type Mailer, type MailMessage } from './mailer';
export { createOutboxMailer, type OutboxMailerOptions, type OutboxRow } from './outbox-mailer';
export { createSmtpMailer, type SmtpMailer, type SmtpMailerOptions } from './smtp-mailer';
export { escapeHtml } from './templates/escape-html';
export type { RenderedEmail } from './templates/layout';
export { otpEmail, type OtpEmailInput, type OtpPurpose } from './templates/otp-email';
export { passwordResetEmail, type PasswordResetEmailInput } from './templates/password-reset-email';
export { welcomeEmail, type WelcomeEmailInput } from './templates/welcome-email';
export { signUpAttemptEmail, type SignUpAttemptEmailInput } from './templates/sign-up-attempt-email';
