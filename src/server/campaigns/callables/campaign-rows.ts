import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { emailCampaigns, type EmailCampaignRow } from '../../db/schema';

/** The campaign, locked for the caller's transaction, so two admins acting at once take turns. */
export async function lockCampaign(tx: Tx, campaignId: string): Promise<EmailCampaignRow> {
  const [row] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).for('update');
  if (!row) throw new AppError('not-found', 'campaignId: no such campaign');
  return row;
}

export function requireDraft(row: EmailCampaignRow, verb: string): void {
  if (row.status !== 'draft') throw new AppError('already-exists', `campaignId: this campaign is ${row.status}; only a draft can be ${verb}`);
}
