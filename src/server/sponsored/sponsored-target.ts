import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { modelPath } from '../../shared/model-path';
import type { ModelPreview } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models } from '../db/schema';

export interface SponsoredTarget {
  modelId: string;
  title: string;
  /** The model's canonical page: where every card of it leads. */
  targetUrl: string;
  imageUrl: string | null;
}

const NOT_YOURS = 'modelId: no model of yours has this id';

/** A path on this site that names the model: /model/{id} or /model/{slug}/{id}, any slug. */
function namesModel(pathname: string, id: string): boolean {
  const parts = pathname.split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return '';
    }
  });
  return parts[0] === 'model' && (parts.length === 2 || parts.length === 3) && parts[parts.length - 1] === id;
}

/**
 * What a campaign may point at (decision 082): one of the caller's own public models, listed as
 * any visitor would see it; a card leads only to that model's own page on this site (never off it:
 * no open redirect, no lookalike page), and shows one of the model's own pictures.
 */
export async function sponsoredTarget(db: Db, ownerId: string, publicUrl: string, asked: { modelId: string; targetUrl?: string | undefined; imageUrl?: string | undefined }): Promise<SponsoredTarget> {
  const [model] = await db
    .select({ id: models.id, slug: models.slug, title: models.title, visibility: models.visibility, analysisFailed: models.analysisFailed, thumbnail: models.thumbnail, previews: models.previewsView })
    .from(models)
    .where(and(eq(models.id, asked.modelId), eq(models.userId, ownerId)));
  if (!model) throw new AppError('not-found', NOT_YOURS);
  if (model.visibility !== 'public') throw new AppError('invalid-argument', 'modelId: only a public model can be sponsored; this one is private or hidden');
  if (model.analysisFailed) throw new AppError('invalid-argument', "modelId: a file of this model failed its checks, so it is not listed; fix it before sponsoring it");

  const targetUrl = modelPath(model);
  if (asked.targetUrl) {
    let given: URL | null;
    try {
      given = new URL(asked.targetUrl, publicUrl);
    } catch {
      given = null;
    }
    if (!given || given.origin !== new URL(publicUrl).origin || !namesModel(given.pathname, model.id)) {
      throw new AppError('invalid-argument', `targetUrl: a sponsored card leads to the model's own page, ${targetUrl}`);
    }
  }

  const pictures = new Set<string>();
  if (model.thumbnail) pictures.add(model.thumbnail);
  for (const preview of model.previews as ModelPreview[]) {
    pictures.add(preview.url);
    for (const size of preview.sizes) pictures.add(size.url);
  }
  let imageUrl = model.thumbnail ?? (model.previews as ModelPreview[])[0]?.url ?? null;
  if (asked.imageUrl) {
    const path = (() => {
      try {
        const url = new URL(asked.imageUrl, publicUrl);
        return url.origin === new URL(publicUrl).origin ? url.pathname + url.search : null;
      } catch {
        return null;
      }
    })();
    const match = [asked.imageUrl, path].find((candidate) => candidate !== null && pictures.has(candidate));
    if (!match) throw new AppError('invalid-argument', "imageUrl: one of the model's own pictures, or leave it out for its cover");
    imageUrl = match;
  }
  return { modelId: model.id, title: model.title, targetUrl, imageUrl };
}
