import { getTableColumns } from 'drizzle-orm';
import type { ModelCardItem } from '../../shared/contracts/models/model-shapes';
import { users, type ModelRow, type UserRow } from '../db/schema';
import { toCreatorCard } from '../models/model-mappers';
import { modelSummaryColumns, toSummaryFromColumns } from '../models/media/summary-columns';

const { searchVector: _v, creatorName: _c, ...cardModelColumns } = modelSummaryColumns;
const { id, username, displayName, photoURL, isVerified } = getTableColumns(users);

/** What a card reads: the model's summary columns and the creator's card, from models joined to users. */
export const cardColumns = {
  model: cardModelColumns,
  creator: { id, username, displayName, photoURL, isVerified },
};

type CardRow = {
  model: Omit<ModelRow, 'filesView' | 'previewsView' | 'searchVector' | 'creatorName'>;
  creator: Pick<UserRow, 'id' | 'username' | 'displayName' | 'photoURL' | 'isVerified'>;
};

export function toModelCardItem(row: CardRow): ModelCardItem {
  const model = { ...row.model, searchVector: null, creatorName: '' };
  return {
    ...toSummaryFromColumns(model),
    watertight: row.model.watertight,
    creator: toCreatorCard(row.creator),
  };
}
