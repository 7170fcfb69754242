import type { VerificationRequest } from '../../shared/contracts/tiers/creator-verification';
import type { creatorVerificationRequests } from '../db/schema';

/** A request as the creator and the admins' queue see it. */
export function toVerificationRequest(row: typeof creatorVerificationRequests.$inferSelect): VerificationRequest {
  return {
    id: row.id,
    status: row.status,
    links: row.links,
    about: row.about,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}
