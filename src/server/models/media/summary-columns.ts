import { getTableColumns } from 'drizzle-orm';
import { models } from '../../db/schema';

const c = getTableColumns(models);

/**
 * Every column a model card needs (read into `toModelSummary` and `toModelCardItem`), and no more:
 * a list of 40 cards that read the description, tags, analysis and the page's JSON views too would
 * fetch several kilobytes per row for nothing (and de-TOAST long descriptions).
 */
export const modelSummaryColumns = {
  id: c.id,
  userId: c.userId,
  title: c.title,
  slug: c.slug,
  category: c.category,
  visibility: c.visibility,
  thumbnail: c.thumbnail,
  formats: c.formats,
  downloads: c.downloads,
  likes: c.likes,
  views: c.views,
  shares: c.shares,
  featured: c.featured,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  analysisFailed: c.analysisFailed,
  watertight: c.watertight,
  averageRating: c.averageRating,
  reviewCount: c.reviewCount,
};
