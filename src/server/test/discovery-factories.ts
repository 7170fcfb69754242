import { models, type ModelRow } from '../db/schema';
import { newId } from '../db/new-id';
import type { TestApp } from './test-app';

export type ModelRowOptions = Partial<Pick<ModelRow, 'title' | 'description' | 'category' | 'tags' | 'licence' | 'visibility' | 'formats' | 'watertight' | 'downloads' | 'views' | 'likes' | 'featured' | 'featuredAt' | 'createdAt' | 'trendingScore' | 'thumbnail' | 'analysisFailed'>>;

/**
 * A model row written straight to the database, for list and search tests that need many models
 * with chosen counters and dates; uploads are tested elsewhere. It has no files or previews.
 */
export async function insertModelRow(t: TestApp, userId: string, options: ModelRowOptions = {}): Promise<ModelRow> {
  const id = newId();
  const title = options.title ?? `Model ${id}`;
  const [row] = await t.services.db
    .insert(models)
    .values({
      id,
      userId,
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      category: '3D Printing',
      formats: ['stl'],
      ...options,
    })
    .returning();
  return row!;
}
