import { getTableColumns } from 'drizzle-orm';
import { models, type ModelRow } from '../../db/schema';
import { toModelSummary } from '../model-mappers';
import type { ModelSummary } from '../../../shared/contracts/models/model-shapes';

const { filesView: _filesView, previewsView: _previewsView, ...columns } = getTableColumns(models);

/**
 * Every column a model card needs: all but the page's JSON views of files and previews, which
 * would make a list read several kilobytes per row for nothing.
 */
export const modelSummaryColumns = columns;

/** A card from a row read with `modelSummaryColumns`. */
export function toSummaryFromColumns(row: Omit<ModelRow, 'filesView' | 'previewsView'>): ModelSummary {
  return toModelSummary({ ...row, filesView: [], previewsView: [] });
}
