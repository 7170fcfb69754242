import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { MODEL_FILES_MAX, PREVIEWS_MAX, slugify } from '../../../shared/constants/model-rules';
import { updateModel } from '../../../shared/contracts/models/models';
import { auditLog, modelFiles, modelPreviews, models, type ModelFileRow, type ModelPreviewRow } from '../../db/schema';
import { derivedModelFields } from '../../models/derived-fields';
import { loadModelDetail } from '../../models/load-model-detail';
import { previewFileName } from '../../models/model-urls';
import { prepareModelFiles, storeModelFiles } from '../../models/store-model-files';
import { preparePreviews, storePreviews } from '../../models/store-previews';
import { refreshModelMedia } from '../../models/refresh-model-media';
import { canEditModel, canSeeModel, MODEL_NOT_FOUND, NOT_ALLOWED_TO_EDIT } from '../../policies/models';
import { deleteStoredKeys } from '../../storage/delete-stored-keys';
import { modelPreviewKey } from '../../storage/keys';
import type { FinishedUpload } from '../../uploads/upload-store';
import { implement } from '../implement';
import { recordEvent } from '../../events/record-event';

/** The kept rows in the order asked for; an id that is not the model's, or given twice, is refused. */
function keptInOrder<T extends { id: string; position: number }>(rows: T[], ids: string[] | undefined, field: string): T[] {
  if (ids === undefined) return [...rows].sort((a, b) => a.position - b.position);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (new Set(ids).size !== ids.length) throw new AppError('invalid-argument', `${field}: an id is listed twice`);
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('invalid-argument', `${field}: ${id} is not part of this model`);
    return row;
  });
}

const previewKeys = (userId: string, p: ModelPreviewRow) =>
  p.widths.map((w) => modelPreviewKey(userId, p.modelId, previewFileName(p.id, w)));

export const updateModelFunction = implement(updateModel, async (input, ctx) => {
  const { modelId, previewIds, fileIds, addPreviewUploadIds, addFileUploadIds, ...metadata } = input;
  const [model] = await ctx.db.select().from(models).where(eq(models.id, modelId)).limit(1);
  if (!model || !canSeeModel(ctx.user, model)) throw new AppError('not-found', MODEL_NOT_FOUND);
  if (!canEditModel(ctx.user, model)) throw new AppError('permission-denied', NOT_ALLOWED_TO_EDIT);

  const files: FinishedUpload[] = [];
  for (const id of addFileUploadIds) files.push(await ctx.uploads.finished(id, ctx.user.id, 'model'));
  const previews: FinishedUpload[] = [];
  for (const id of addPreviewUploadIds) previews.push(await ctx.uploads.finished(id, ctx.user.id, 'preview'));
  const discard = async (kind: 'model' | 'preview', index: number) => {
    const upload = (kind === 'model' ? files : previews)[index];
    if (upload) await ctx.uploads.remove(upload.id);
  };
  const checkedFiles = await prepareModelFiles(files, discard);
  const checkedPreviews = await preparePreviews(previews, discard);

  // New files are stored first, under keys of their own (their ids); if the rows cannot be written they are removed.
  const storedFiles = await storeModelFiles(ctx.storage, model.userId, modelId, checkedFiles, 1000);
  const storedPreviews = await storePreviews(ctx.storage, model.userId, modelId, checkedPreviews, 1000);
  const newKeys = [
    ...storedFiles.map((f) => f.storageKey),
    ...storedPreviews.flatMap((p) => p.widths.map((w) => modelPreviewKey(model.userId, modelId, previewFileName(p.id, w)))),
  ];

  let removed: { files: ModelFileRow[]; previews: ModelPreviewRow[] };
  try {
    removed = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(models).where(eq(models.id, modelId)).for('update').limit(1);
      if (!locked) throw new AppError('not-found', MODEL_NOT_FOUND);
      const fileRows = await tx.select().from(modelFiles).where(eq(modelFiles.modelId, modelId));
      const previewRows = await tx.select().from(modelPreviews).where(eq(modelPreviews.modelId, modelId));
      const keptFiles = keptInOrder(fileRows, fileIds, 'fileIds');
      const keptPreviews = keptInOrder(previewRows, previewIds, 'previewIds');
      const fileCount = keptFiles.length + storedFiles.length;
      if (fileCount === 0) throw new AppError('invalid-argument', 'A model needs at least one file.');
      if (fileCount > MODEL_FILES_MAX) throw new AppError('invalid-argument', `A model can have at most ${MODEL_FILES_MAX} files.`);
      if (keptPreviews.length + storedPreviews.length > PREVIEWS_MAX) {
        throw new AppError('invalid-argument', `A model can have at most ${PREVIEWS_MAX} preview images.`);
      }
      const goneFiles = fileRows.filter((f) => !keptFiles.includes(f));
      const gonePreviews = previewRows.filter((p) => !keptPreviews.includes(p));
      if (goneFiles.length) await tx.delete(modelFiles).where(inArray(modelFiles.id, goneFiles.map((f) => f.id)));
      if (gonePreviews.length) await tx.delete(modelPreviews).where(inArray(modelPreviews.id, gonePreviews.map((p) => p.id)));
      const finalFiles = [...keptFiles, ...storedFiles].map((f, position) => ({ ...f, position }));
      const finalPreviews = [...keptPreviews, ...storedPreviews].map((p, position) => ({ ...p, position }));
      for (const f of finalFiles.slice(0, keptFiles.length)) {
        await tx.update(modelFiles).set({ position: f.position }).where(eq(modelFiles.id, f.id));
      }
      for (const p of finalPreviews.slice(0, keptPreviews.length)) {
        await tx.update(modelPreviews).set({ position: p.position }).where(eq(modelPreviews.id, p.id));
      }
      const addedFiles = finalFiles.slice(keptFiles.length);
      const addedPreviews = finalPreviews.slice(keptPreviews.length);
      if (addedFiles.length) await tx.insert(modelFiles).values(addedFiles.map((f) => ({ ...f, modelId })));
      if (addedPreviews.length) await tx.insert(modelPreviews).values(addedPreviews.map((p) => ({ ...p, modelId })));
      await tx
        .update(models)
        .set({
          ...metadata,
          ...(metadata.title !== undefined ? { slug: slugify(metadata.title) } : {}),
          ...derivedModelFields(modelId, finalFiles, finalPreviews, metadata.visibility ?? locked.visibility),
          updatedAt: new Date(),
        })
        .where(eq(models.id, modelId));
      await refreshModelMedia(tx, modelId);
      // Deletions by an admin are audited (deleteModel); so are their edits of someone else's model.
      if (locked.userId !== ctx.user.id) {
        await tx.insert(auditLog).values({
          actorId: ctx.user.id,
          action: 'model.update',
          targetType: 'model',
          targetId: modelId,
          details: {
            title: locked.title,
            ownerId: locked.userId,
            fields: Object.keys(metadata).filter((key) => metadata[key as keyof typeof metadata] !== undefined),
            filesAdded: addedFiles.length,
            filesRemoved: goneFiles.length,
            previewsAdded: addedPreviews.length,
            previewsRemoved: gonePreviews.length,
          },
        });
      }
      await recordEvent(tx, ctx.jobs, {
        type: 'model.revised',
        subjectId: modelId,
        actorId: ctx.user.id,
        data: { visibility: metadata.visibility ?? locked.visibility },
      });
      return { files: goneFiles, previews: gonePreviews };
    });
  } catch (error) {
    await deleteStoredKeys(ctx.storage, newKeys, ctx.log);
    throw error;
  }
  await Promise.all([...files, ...previews].map((u) => ctx.uploads.remove(u.id)));
  await deleteStoredKeys(
    ctx.storage,
    [...removed.files.map((f) => f.storageKey), ...removed.previews.flatMap((p) => previewKeys(model.userId, p))],
    ctx.log,
  );
  if (storedFiles.length) ctx.analysis.wake();
  const loaded = await loadModelDetail(ctx.db, modelId);
  if (!loaded) throw new AppError('not-found', MODEL_NOT_FOUND);
  return { model: loaded.detail };
});
