import { getTableColumns } from 'drizzle-orm';
import type { ModelCardItem } from '../../shared/contracts/models/model-shapes';
import { users, type UserRow } from '../db/schema';
import { toCreatorCard, toModelSummary, type SummaryRow } from './model-mappers';
import { modelSummaryColumns } from './media/summary-columns';

const { id, username, displayName, photoURL, creatorVerifiedAt } = getTableColumns(users);

/** What a card reads: the model's summary columns and the creator's card, from models joined to users. */
export const cardColumns = {
  model: modelSummaryColumns,
  creator: { id, username, displayName, photoURL, creatorVerifiedAt },
};

type CardRow = {
  model: SummaryRow;
  creator: Pick<UserRow, 'id' | 'username' | 'displayName' | 'photoURL' | 'creatorVerifiedAt'>;
};

export function toModelCardItem(row: CardRow): ModelCardItem {
  return {
    ...toModelSummary(row.model),
    watertight: row.model.watertight,
    averageRating: row.model.averageRating,
    reviewCount: row.model.reviewCount,
    creator: toCreatorCard(row.creator),
  };
}
