import { eq, or } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { ReportAction } from '../../shared/constants/moderation-rules';
import type { Tx } from '../db/database';
import { comments, models, users, type ReportRow, type UserRow } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { readCommentWithModel, removeComment } from '../community';
import { readMakeWithModel, removeMake } from '../makes';
import { applyUserStatus } from './apply-user-status';
import { hideModel } from './hide-model';

export interface ActionOutcome {
  /** Set when the action banned someone: they are e-mailed after the commit. */
  banned?: { email: string; reason: string; wasActive: boolean };
  /** Set when the action deleted a make: its photos are deleted after the commit. */
  removedMake?: { userId: string; makeId: string };
}

const gone = (kind: string) => new AppError('not-found', `The reported ${kind} no longer exists`);

/** Who answers for what was reported: the model's owner, the comment's or make's author, the profile's person. */
async function responsibleUser(tx: Tx, report: ReportRow): Promise<string> {
  const id = report.targetId;
  if (!id) throw new AppError('invalid-argument', 'action: this report does not point at a model, comment or profile');
  if (report.targetKind === 'model') {
    const [row] = await tx.select({ userId: models.userId }).from(models).where(eq(models.id, id));
    if (!row) throw gone('model');
    return row.userId;
  }
  if (report.targetKind === 'comment') {
    const [row] = await tx.select({ userId: comments.userId }).from(comments).where(eq(comments.id, id));
    if (!row) throw gone('comment');
    return row.userId;
  }
  if (report.targetKind === 'make') {
    const make = await readMakeWithModel(tx, id);
    if (!make) throw gone('make');
    return make.userId;
  }
  const [row] = await tx.select({ id: users.id }).from(users).where(or(eq(users.id, id), eq(users.username, id)));
  if (!row) throw gone('profile');
  return row.id;
}

/**
 * Does what the moderator chose, in the report's transaction, so the report is settled only if the
 * action happened. Dismiss and no_action change nothing else.
 */
export async function actOnReport(tx: Tx, jobs: JobQueue, moderator: UserRow, report: ReportRow, action: ReportAction, message: string | null): Promise<ActionOutcome> {
  const reportId = String(report.id);
  switch (action) {
    case 'dismiss':
    case 'no_action':
      return {};
    case 'hide_model': {
      await hideModel(tx, jobs, { actorId: moderator.id, modelId: report.targetId!, reason: message!, reportId });
      return {};
    }
    case 'delete_comment': {
      const comment = await readCommentWithModel(tx, report.targetId!);
      if (!comment) throw gone('comment');
      await removeComment(tx, jobs, comment, moderator.id);
      await recordEvent(tx, jobs, {
        type: 'comment.removed_by_moderator',
        subjectId: comment.modelId,
        actorId: null,
        data: { authorId: comment.userId, message, excerpt: comment.body.slice(0, 140), reportId },
      });
      return {};
    }
    case 'delete_make': {
      const make = await readMakeWithModel(tx, report.targetId!);
      if (!make) throw gone('make');
      await removeMake(tx, jobs, make, moderator.id, { message, reportId });
      return { removedMake: { userId: make.userId, makeId: make.id } };
    }
    case 'warn_user': {
      const userId = await responsibleUser(tx, report);
      await recordEvent(tx, jobs, { type: 'user.warned', subjectId: userId, actorId: null, data: { message, url: report.url, reportId } });
      return {};
    }
    case 'ban_user': {
      const userId = await responsibleUser(tx, report);
      const { target } = await applyUserStatus(tx, jobs, moderator, userId, { status: 'banned', reason: message, details: { reportId, reference: report.reference } });
      return { banned: { email: target.email, reason: message!, wasActive: target.status !== 'banned' } };
    }
  }
}
