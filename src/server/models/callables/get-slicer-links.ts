import { and, asc, eq, inArray } from 'drizzle-orm';
import { SLICER_FORMATS, SLICER_LINK_MINUTES } from '../../../shared/constants/slicers';
import { getSlicerLinks } from '../../../shared/contracts/models/slicer-links';
import { implement } from '../../callables/implement';
import { isIdShaped } from '../../db/safe-id';
import { modelFiles, models } from '../../db/schema';
import { authorize } from '../../policies';
import { signSlicerGrant } from '../media/slicer-link';
import { slicerFileUrl } from '../model-urls';

/**
 * Links only for whoever the download route serves (model.view, as media routes check it): a
 * private model is "not found" to anyone else. Minting counts nothing: the page asks whenever it is
 * shown, and the slicer's fetch of the file is the download (decision 092).
 */
export const getSlicerLinksFunction = implement(getSlicerLinks, async ({ modelId }, ctx) => {
  const [model] = isIdShaped(modelId)
    ? await ctx.db.select({ id: models.id, userId: models.userId, visibility: models.visibility }).from(models).where(eq(models.id, modelId)).limit(1)
    : [];
  authorize(ctx.user, 'model.view', model);
  const files = await ctx.db
    .select({ id: modelFiles.id, name: modelFiles.name })
    .from(modelFiles)
    .where(and(eq(modelFiles.modelId, model!.id), inArray(modelFiles.format, [...SLICER_FORMATS])))
    .orderBy(asc(modelFiles.position), asc(modelFiles.id));
  const expires = Math.floor(Date.now() / 1000) + SLICER_LINK_MINUTES * 60;
  const userId = ctx.user?.id ?? '';
  const origin = ctx.config.publicUrl.replace(/\/+$/, '');
  return {
    expiresAt: new Date(expires * 1000).toISOString(),
    files: files.map((file) => ({
      fileId: file.id,
      name: file.name,
      url: `${origin}${slicerFileUrl(file.id, file.name, signSlicerGrant(ctx.auth.options.secret, { fileId: file.id, expires, userId }))}`,
    })),
  };
});
