import { getTableColumns } from 'drizzle-orm';
import { models } from '../../db/schema';

const { filesView: _filesView, previewsView: _previewsView, searchVector: _searchVector, titleVector: _titleVector, creatorName: _creatorName, ...columns } =
  getTableColumns(models);

/**
 * Every column a model card needs (read into `toModelSummary`): all but the page's JSON views of
 * files and previews, which would make a list read several kilobytes per row for nothing, and the
 * columns only search reads.
 */
export const modelSummaryColumns = columns;
