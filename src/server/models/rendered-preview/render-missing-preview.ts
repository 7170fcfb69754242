import { asc, eq } from 'drizzle-orm';
import { ANALYSED_FORMATS, renderedPreviewName, type ModelFormat } from '../../../shared/constants/model-rules';
import type { Db } from '../../db/database';
import { modelFiles, modelPreviews, models } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import type { Services } from '../../services';
import { deleteStoredKeys } from '../../storage/delete-stored-keys';
import { modelPreviewKey } from '../../storage/keys';
import { thumbnailUrl } from '../derived-fields';
import { previewFileName } from '../model-urls';
import { makePreviewVariants } from '../preview-variants';
import { refreshModelMedia } from '../refresh-model-media';
import { storePreviews } from '../store-previews';

/**
 * Gives a model that has no preview image one drawn from its first file with geometry, named as the
 * upload page names its render (`{title-slug}-free-3d-model-render-1.webp`), and makes it the
 * cover. A job of the render-missing-preview queue: it runs once, on one node. A file that cannot be
 * drawn is logged and left without a picture (the model stays published); a disk failure is thrown
 * so the queue tries again. A model that gained a preview meanwhile, or was deleted, is left alone.
 */
export async function renderMissingPreview(services: Services, modelId: string): Promise<void> {
  const log = services.log.child({ module: 'rendered-preview', modelId });
  const [model] = await services.db.select().from(models).where(eq(models.id, modelId));
  if (!model || (await hasPreview(services.db, modelId))) return;
  const files = await services.db.select().from(modelFiles).where(eq(modelFiles.modelId, modelId)).orderBy(asc(modelFiles.position));
  const file = files.find((f) => ANALYSED_FORMATS.includes(f.format as ModelFormat) && f.analysisStatus !== 'failed');
  if (!file) {
    log.info('no file of this model can be drawn: it keeps no preview');
    return;
  }
  let picture: Buffer;
  try {
    picture = await services.analysisPool.run({ kind: 'render-stored', key: file.storageKey, format: file.format });
  } catch (error) {
    if (error instanceof Error && 'syscall' in error) throw error;
    log.warn({ err: error, fileId: file.id }, 'the model file could not be drawn: the model keeps no preview');
    return;
  }
  const name = renderedPreviewName(model.title);
  const [stored] = await storePreviews(services.storage, model.userId, modelId, [{ name, ...(await makePreviewVariants(picture, name)) }], 0);
  const keys = stored!.widths.map((width) => modelPreviewKey(model.userId, modelId, previewFileName(stored!.id, width)));
  let added = false;
  try {
    added = await services.db.transaction(async (tx) => {
      // The model row first, the order edits and analysis take: an edit adding images meanwhile wins.
      const [locked] = await tx.select({ visibility: models.visibility }).from(models).where(eq(models.id, modelId)).for('update');
      if (!locked || (await hasPreview(tx, modelId))) return false;
      await tx.insert(modelPreviews).values({ ...stored!, modelId });
      await tx.update(models).set({ thumbnail: thumbnailUrl(modelId, stored!.id, stored!.widths, locked.visibility) }).where(eq(models.id, modelId));
      await refreshModelMedia(tx, modelId);
      await recordEvent(tx, services.jobs, { type: 'model.revised', subjectId: modelId, actorId: null, data: { visibility: locked.visibility } });
      return true;
    });
  } finally {
    if (!added) await deleteStoredKeys(services.storage, keys, log);
  }
}

async function hasPreview(db: Pick<Db, 'select'>, modelId: string): Promise<boolean> {
  const rows = await db.select({ id: modelPreviews.id }).from(modelPreviews).where(eq(modelPreviews.modelId, modelId)).limit(1);
  return rows.length > 0;
}
