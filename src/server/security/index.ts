/**
 * The security domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { securityCallables } from './callables';
export { TrustProxySetting, fastifyTrustProxy } from './client-ip';
export type { TrustedProxies } from './client-ip';
export { AddressListSetting, addressInRanges, isTrustedPeer } from './trusted-peer';
export { deviceKeyOf, readDeviceId } from './device-key';
export { createIpRules } from './ip-rules';
export type { IpRules } from './ip-rules';
export { pruneSignIns } from './prune-sign-ins';
export { afterAuthRoute, afterPasswordReset, beforeAuthRoute } from './security-hooks';
export type { SecurityHookContext, SecurityHookDeps } from './security-hooks';
export { maskIp, summarizeUserAgent } from './user-agent-summary';
export { SECURITY_EVENTS } from './events';
