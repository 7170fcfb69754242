import { and, eq } from 'drizzle-orm';
import type { ModelPreview } from '../../../shared/contracts/models/model-shapes';
import type { Db } from '../../db/database';
import { models, users } from '../../db/schema';
import { PUBLIC_MODELS } from '../../policies';
import { absoluteUrl, modelPageUrl } from './absolute-url';
import { modelJsonLd } from './model-json-ld';
import { personName } from './person-name';
import { SITE_NAME, type PageHead, type PageImage } from './page-head';
import { summariseText } from './summarise-text';

async function loadPublicModel(db: Db, modelId: string) {
  const [row] = await db
    .select({
      id: models.id,
      slug: models.slug,
      title: models.title,
      description: models.description,
      category: models.category,
      tags: models.tags,
      licence: models.licence,
      previews: models.previewsView,
      downloads: models.downloads,
      likes: models.likes,
      createdAt: models.createdAt,
      updatedAt: models.updatedAt,
      creatorId: users.id,
      creator: { displayName: users.displayName, username: users.username },
    })
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    // The visibility test is in the query, so a private model's title is never even read here.
    .where(and(eq(models.id, modelId), PUBLIC_MODELS))
    .limit(1);
  return row;
}

export type PublicModelHeadRow = NonNullable<Awaited<ReturnType<typeof loadPublicModel>>>;

/** The first preview (by its order) at the largest width stored; the stored height follows its ratio. */
function previewImage(publicUrl: string, previews: ModelPreview[], title: string): PageImage | undefined {
  const first = [...previews].sort((a, b) => a.order - b.order)[0];
  const largest = first && [...first.sizes].sort((a, b) => b.width - a.width)[0];
  if (!first || !largest) return undefined;
  // Sizes are never enlarged (images/preview-variants.ts): a narrow original keeps its own width.
  const width = Math.min(largest.width, first.width);
  const height = first.width > 0 ? Math.round((first.height * width) / first.width) : 0;
  return {
    url: absoluteUrl(publicUrl, largest.url),
    ...(width > 0 && height > 0 ? { width, height } : {}),
    type: 'image/webp',
    alt: `Preview of ${title}`,
  };
}

/**
 * The head of a public model's page; null for a private or unknown model, which gets the generic
 * head. Who asks makes no difference: the page is cacheable and crawled, so even the owner's copy
 * must not carry a private model's title.
 */
export async function modelPageHead(db: Db, publicUrl: string, modelId: string): Promise<PageHead | null> {
  const row = await loadPublicModel(db, modelId);
  if (!row) return null;
  const image = previewImage(publicUrl, row.previews, row.title);
  const description =
    summariseText(row.description) || `${row.title}: a ${row.category} 3D model by ${personName(row.creator)} on ${SITE_NAME}.`;
  return {
    documentTitle: `${row.title} · ${SITE_NAME}`,
    title: row.title,
    description,
    canonicalUrl: modelPageUrl(publicUrl, row),
    type: 'website',
    ...(image ? { image } : {}),
    jsonLd: modelJsonLd(publicUrl, row, { description, image }),
  };
}
