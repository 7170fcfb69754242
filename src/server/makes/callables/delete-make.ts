import { AppError } from '../../../shared/app-error';
import { MAKE_NOT_FOUND } from '../../../shared/constants/make-rules';
import { isAdminUser } from '../../../shared/constants/roles';
import { deleteMake } from '../../../shared/contracts/makes/makes';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { readMakeWithModel, removeMake } from '../remove-make';
import { deleteMakePhotos } from '../../storage/delete-make-photos';

const NOT_ALLOWED = 'only the maker or an admin can delete this make';
const SAY_WHY = "reason: say why you are removing someone else's make (1–500 characters)";

/**
 * The maker deletes their make; an admin removes anyone's, saying why, and the removal is audited
 * as other admin actions are and the maker told the reason, as a moderator's removal on a report
 * tells them. A make on a model the caller may not see is not there for them. The photos are
 * deleted once the row is gone.
 */
export const deleteMakeFunction = implement(deleteMake, async ({ makeId, reason }, ctx) => {
  const make = await readMakeWithModel(ctx.db, makeId);
  const admin = isAdminUser(ctx.user);
  if (!make || (make.model.visibility !== 'public' && make.model.userId !== ctx.user.id && !admin)) throw new AppError('not-found', MAKE_NOT_FOUND);
  const own = make.userId === ctx.user.id;
  if (!own && !admin) throw new AppError('permission-denied', NOT_ALLOWED);
  if (!own && !reason) throw new AppError('invalid-argument', SAY_WHY);
  const makeCount = await ctx.db.transaction(async (tx) => {
    const count = await removeMake(tx, ctx.jobs, make, ctx.user.id, own ? undefined : { message: reason ?? null, reportId: null });
    if (!own) {
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'make.delete',
        target: { type: 'make', id: make.id },
        before: { modelId: make.modelId, makerId: make.userId, comment: make.comment },
        after: null,
        details: { reason },
      });
    }
    return count;
  });
  await deleteMakePhotos(ctx.storage, make.userId, make.id, ctx.log);
  return { success: true as const, makeCount };
});
