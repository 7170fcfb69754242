import fs from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { unlockAchievements } from '../achievements';
import { AppError } from '../../shared/app-error';
import { REVENUE_SHARE_BPS, slugify, type ModelMetadata } from '../../shared/constants/model-rules';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import { modelPreviews, models, type UserRow } from '../db/schema';
import type { Tx } from '../db/database';
import type { Services } from '../services';
import { deleteStoredPrefix } from '../storage/delete-stored-prefix';
import { modelPrefix } from '../storage/keys';
import { loadModelDetail } from './load-model-detail';
import { refreshModelMedia } from './refresh-model-media';
import { prepareModelFiles, storeModelFiles, type SourceFile } from './store-model-files';
import { preparePreviews, storePreviews } from './store-previews';
import { newId } from '../db/new-id';
import { derivedModelFields } from './derived-fields';
import { printProfileColumnsOf } from './print-profile-fields';
import { recordEvent } from '../events/record-event';
import { checkMonthlyUploads, takeMonthlyUpload } from '../tiers';
import { insertModelFiles } from './insert-model-files';

export interface PublishOptions {
  isPlatformModel?: boolean;
  /** Called with the index of a source file that failed its check (the caller may discard it). */
  onRejected?: (kind: 'model' | 'preview', index: number) => Promise<void>;
  /** Runs last in the transaction that writes the model, so what it records commits or rolls back with the model (bulk upload). */
  inTransaction?: (tx: Tx, modelId: string) => Promise<void>;
}

/**
 * Makes a complete model from files on disk: every file is checked first (content, archive safety,
 * image decoding), then stored under models/{userId}/{modelId}/, then the rows are written in one
 * transaction. Any failure removes what was stored, so no half model is ever seen. Mesh files are
 * measured during the check (decision 013); the background worker only takes what that left pending.
 */
export async function publishModel(
  services: Services,
  owner: UserRow,
  metadata: ModelMetadata,
  sources: { files: SourceFile[]; previews: SourceFile[] },
  options: PublishOptions = {},
): Promise<ModelDetail> {
  // Issue 30: a creator's tier allows so many uploads a month; the platform's own models are not counted.
  const counted = !options.isPlatformModel;
  if (counted) await checkMonthlyUploads(services.db, owner.id);
  const checkedFiles = await prepareModelFiles(services.analysisPool, sources.files, options.onRejected);
  const checkedPreviews = await preparePreviews(sources.previews, options.onRejected);
  const modelId = newId();
  const prefix = modelPrefix(owner.id, modelId);
  try {
    const files = await storeModelFiles(services.storage, owner.id, modelId, checkedFiles, 0);
    const previews = await storePreviews(services.storage, owner.id, modelId, checkedPreviews, 0);
    await services.db.transaction(async (tx) => {
      // The owner's row first (the lock order, decision 027): one person's publishes count their models one at a time.
      await tx.execute(sql`select id from users where id = ${owner.id} for no key update`);
      if (counted) await takeMonthlyUpload(tx, owner.id);
      await tx.insert(models).values({
        id: modelId,
        userId: owner.id,
        title: metadata.title,
        slug: slugify(metadata.title),
        description: metadata.description,
        category: metadata.category,
        tags: metadata.tags,
        licence: metadata.licence,
        visibility: metadata.visibility,
        ...(metadata.printProfile ? printProfileColumnsOf(metadata.printProfile) : {}),
        ...derivedModelFields(modelId, files, previews, metadata.visibility),
        isPlatformModel: options.isPlatformModel ?? false,
        // SPEC §9: creators get 30 %; the platform's own models share nothing.
        revenueShareBps: options.isPlatformModel ? 0 : REVENUE_SHARE_BPS,
      });
      await insertModelFiles(tx, modelId, files);
      if (previews.length > 0) await tx.insert(modelPreviews).values(previews.map((p) => ({ ...p, modelId })));
      await refreshModelMedia(tx, modelId);
      await recordEvent(tx, services.jobs, { type: 'model.published', subjectId: modelId, actorId: owner.id, data: { visibility: metadata.visibility } });
      const [uploaded] = await tx.select({ n: count() }).from(models).where(eq(models.userId, owner.id));
      await unlockAchievements(tx, services.jobs, owner.id, 'models_uploaded', uploaded!.n);
      await options.inTransaction?.(tx, modelId);
    });
  } catch (error) {
    await deleteStoredPrefix(services.storage, prefix, services.log);
    throw error;
  }
  services.analysis.wake();
  const loaded = await loadModelDetail(services.db, modelId);
  if (!loaded) throw new AppError('internal', 'The model was stored but could not be read back.');
  return loaded.detail;
}

/** Size of a file on disk, for sources that are not uploads (the demo seed). */
export async function sourceFile(path: string, fileName: string): Promise<SourceFile> {
  return { path, fileName, size: (await fs.stat(path)).size };
}
