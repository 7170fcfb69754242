/**
 * The audit domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { reasonForModelChange, tellOwnerOfAdminChange } from './admin-model-change';
export { readAuditLog } from './read-audit-log';
export { recordAudit } from './record-audit';
export { AUDIT_EVENTS } from './events';
