export * from './users';
export * from './auth-tables';
export * from './audit-log';
export * from './site-settings';
export * from './mail-outbox';
export * from './otp-requests';
