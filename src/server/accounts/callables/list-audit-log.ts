import { listAuditLog } from '../../../shared/contracts/accounts/audit-log';
import { readAuditLog } from '../../audit';
import { implement } from '../../callables/implement';

/** Super admins only (the contract's access): the audit log, newest first. */
export const listAuditLogFunction = implement(listAuditLog, async (query, ctx) => ({ success: true as const, ...(await readAuditLog(ctx.db, query)) }));
