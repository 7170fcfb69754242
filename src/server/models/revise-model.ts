import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { MODEL_FILES_MAX, PREVIEWS_MAX, slugify, type ModelMetadata } from '../../shared/constants/model-rules';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import { MODEL_NOT_FOUND, type ModelKeys, loadModelFor } from '../policies';
import { reasonForModelChange, tellOwnerOfAdminChange, recordAudit } from '../audit';
import { modelFiles, modelPreviews, models, type ModelPreviewRow, type UserRow } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { Services } from '../services';
import { deleteStoredKeys } from '../storage/delete-stored-keys';
import { modelPreviewKey } from '../storage/keys';
import { derivedModelFields } from './derived-fields';
import { printProfileColumnsOf, toPrintProfile } from './print-profile-fields';
import { keptInOrder } from './kept-in-order';
import { loadModelDetail } from './load-model-detail';
import { previewFileName } from './model-urls';
import type { PublishOptions } from './publish-model';
import { refreshModelMedia } from './refresh-model-media';
import { refuseIfHidden } from './refuse-if-hidden';
import { prepareModelFiles, storeModelFiles, type SourceFile } from './store-model-files';
import { preparePreviews, storePreviews } from './store-previews';
import { insertModelFiles } from './insert-model-files';

export interface Revision {
  metadata: Partial<ModelMetadata>;
  /** The kept previews and files in their new order; ids left out are removed, undefined keeps all. */
  previewIds?: string[] | undefined;
  fileIds?: string[] | undefined;
  /** Why an admin changes someone else's model: required then, audited and told to the owner. */
  reason?: string | null;
}

const previewKeys = (userId: string, p: Pick<ModelPreviewRow, 'id' | 'modelId' | 'widths'>) =>
  p.widths.map((w) => modelPreviewKey(userId, p.modelId, previewFileName(p.id, w)));

/**
 * Changes a model as publishModel makes one: new files are checked and stored first, under keys of
 * their own (their ids, so two saves at once never write over each other's file); then the rows
 * change in one transaction on the locked model, with the audit entry for an admin's edit and the
 * model.revised event; a failure removes what was stored. Files and previews no longer used are
 * removed from storage after the commit.
 */
export async function reviseModel(
  services: Services,
  editor: UserRow,
  model: ModelKeys,
  revision: Revision,
  additions: { files: SourceFile[]; previews: SourceFile[] },
  options: Pick<PublishOptions, 'onRejected'> = {},
): Promise<ModelDetail> {
  const { metadata } = revision;
  const { printProfile, ...fields } = metadata;
  const checkedFiles = await prepareModelFiles(services.analysisPool, additions.files, options.onRejected);
  const checkedPreviews = await preparePreviews(additions.previews, options.onRejected);
  const storedFiles = await storeModelFiles(services.storage, model.userId, model.id, checkedFiles, 1000);
  const storedPreviews = await storePreviews(services.storage, model.userId, model.id, checkedPreviews, 1000);
  const newKeys = [...storedFiles.map((f) => f.storageKey), ...storedPreviews.flatMap((p) => previewKeys(model.userId, { ...p, modelId: model.id }))];

  let removedKeys: string[];
  try {
    removedKeys = await services.db.transaction(async (tx) => {
      const locked = await loadModelFor(tx, editor, model.id, 'model.edit', { lock: true });
      if (metadata.visibility === 'public') await refuseIfHidden(tx, model.id);
      const fileRows = await tx.select().from(modelFiles).where(eq(modelFiles.modelId, model.id));
      const previewRows = await tx.select().from(modelPreviews).where(eq(modelPreviews.modelId, model.id));
      const keptFiles = keptInOrder(fileRows, revision.fileIds, 'fileIds');
      const keptPreviews = keptInOrder(previewRows, revision.previewIds, 'previewIds');
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
      for (const f of finalFiles.slice(0, keptFiles.length)) await tx.update(modelFiles).set({ position: f.position }).where(eq(modelFiles.id, f.id));
      for (const p of finalPreviews.slice(0, keptPreviews.length)) await tx.update(modelPreviews).set({ position: p.position }).where(eq(modelPreviews.id, p.id));
      const addedFiles = finalFiles.slice(keptFiles.length);
      const addedPreviews = finalPreviews.slice(keptPreviews.length);
      await insertModelFiles(tx, model.id, addedFiles);
      if (addedPreviews.length) await tx.insert(modelPreviews).values(addedPreviews.map((p) => ({ ...p, modelId: model.id })));
      const visibility = metadata.visibility ?? locked.visibility;
      // An admin's edit of someone else's model is audited with what the fields were before.
      const audited = locked.userId !== editor.id ? (Object.keys(metadata) as (keyof typeof metadata)[]).filter((key) => metadata[key] !== undefined) : [];
      const [previous] = audited.length ? await tx.select().from(models).where(eq(models.id, model.id)) : [];
      await tx
        .update(models)
        .set({
          ...fields,
          ...(printProfile ? printProfileColumnsOf(printProfile) : {}),
          ...(metadata.title !== undefined ? { slug: slugify(metadata.title) } : {}),
          ...derivedModelFields(model.id, finalFiles, finalPreviews, visibility),
          updatedAt: new Date(),
        })
        .where(eq(models.id, model.id));
      await refreshModelMedia(tx, model.id);
      // Deletions by an admin are audited (deleteModel); so are their edits of someone else's model.
      if (locked.userId !== editor.id) {
        const reason = reasonForModelChange(editor.id, locked.userId, revision.reason ?? undefined)!;
        await recordAudit(tx, {
          actorId: editor.id,
          action: 'model.update',
          target: { type: 'model', id: model.id },
          before: Object.fromEntries(
            audited.map((key) => [key, key === 'printProfile' && previous ? toPrintProfile(previous) : (previous?.[key as keyof typeof previous] ?? null)]),
          ),
          after: Object.fromEntries(audited.map((key) => [key, metadata[key]])),
          details: {
            title: locked.title,
            ownerId: locked.userId,
            reason,
            fields: audited,
            filesAdded: addedFiles.length,
            filesRemoved: goneFiles.length,
            previewsAdded: addedPreviews.length,
            previewsRemoved: gonePreviews.length,
          },
        });
        await tellOwnerOfAdminChange(tx, services.jobs, { modelId: model.id, ownerId: locked.userId, title: locked.title, action: 'update', reason });
      }
      await recordEvent(tx, services.jobs, { type: 'model.revised', subjectId: model.id, actorId: editor.id, data: { visibility } });
      return [...goneFiles.map((f) => f.storageKey), ...gonePreviews.flatMap((p) => previewKeys(locked.userId, p))];
    });
  } catch (error) {
    await deleteStoredKeys(services.storage, newKeys, services.log);
    throw error;
  }
  await deleteStoredKeys(services.storage, removedKeys, services.log);
  if (storedFiles.length) services.analysis.wake();
  const loaded = await loadModelDetail(services.db, model.id);
  if (!loaded) throw new AppError('not-found', MODEL_NOT_FOUND);
  return loaded.detail;
}
