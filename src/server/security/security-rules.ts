/**
 * ORIGINAL-FACTS: "block after 5 failed logins". The app does not lock accounts (the per-IP limit
 * on the auth routes and the per-code OTP attempts are what hold guessing back); five failed
 * sign-ins for one account within the window are instead reported to its owner as suspicious
 * activity, once per burst.
 */
export const SUSPICIOUS_FAILED_SIGN_INS = 5;
/** A burst: failures no further apart than this; the alert fires again only after a quiet window. */
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;

/** The long-lived first-party cookie that tells one browser from another at sign-in (never stored raw). */
export const DEVICE_COOKIE = 'meshmandi.device';
/** 400 days: the longest life browsers allow a cookie (RFC 6265bis). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
