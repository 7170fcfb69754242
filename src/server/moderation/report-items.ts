import { inArray, or } from 'drizzle-orm';
import type { ReportItem } from '../../shared/contracts/reports/moderation';
import type { Db, Tx } from '../db/database';
import { comments, makes, models, users, type ReportRow } from '../db/schema';

type Person = { id: string; displayName: string; username: string | null; status: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

/**
 * Reports as the moderators see them, each with what it points at now: a handful of reads for the
 * whole page (models, comments, people), never one per report.
 */
export async function toReportItems(db: Db | Tx, rows: ReportRow[]): Promise<ReportItem[]> {
  const idsOf = (kind: string) => [...new Set(rows.filter((r) => r.targetKind === kind && r.targetId).map((r) => r.targetId!))];
  const modelIds = idsOf('model');
  const commentIds = idsOf('comment');
  const makeIds = idsOf('make');
  const profileKeys = idsOf('profile');
  const modelRows = modelIds.length
    ? await db.select({ id: models.id, title: models.title, userId: models.userId, hiddenAt: models.hiddenAt }).from(models).where(inArray(models.id, modelIds))
    : [];
  const commentRows = commentIds.length ? await db.select({ id: comments.id, body: comments.body, userId: comments.userId }).from(comments).where(inArray(comments.id, commentIds)) : [];
  const makeRows = makeIds.length ? await db.select({ id: makes.id, comment: makes.comment, userId: makes.userId }).from(makes).where(inArray(makes.id, makeIds)) : [];
  const personIds = [...new Set([...modelRows.map((m) => m.userId), ...commentRows.map((c) => c.userId), ...makeRows.map((k) => k.userId), ...rows.flatMap((r) => (r.moderatorId ? [r.moderatorId] : []))])];
  // A profile link names the account by id or by username.
  const personMatch = [
    ...(personIds.length || profileKeys.length ? [inArray(users.id, [...personIds, ...profileKeys])] : []),
    ...(profileKeys.length ? [inArray(users.username, profileKeys)] : []),
  ];
  const people: Person[] = personMatch.length
    ? await db.select({ id: users.id, displayName: users.displayName, username: users.username, status: users.status }).from(users).where(or(...personMatch))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const byUsername = new Map(people.filter((p) => p.username).map((p) => [p.username!, p]));
  const modelsById = new Map(modelRows.map((m) => [m.id, m]));
  const commentsById = new Map(commentRows.map((c) => [c.id, c]));
  const makesById = new Map(makeRows.map((k) => [k.id, k]));
  const card = (p: Person | undefined) => (p ? { uid: p.id, displayName: p.displayName, username: p.username, status: p.status } : null);

  return rows.map((row) => {
    let target: ReportItem['target'] = { exists: false, label: null, user: null, hiddenAt: null };
    if (row.targetKind === 'model' && row.targetId) {
      const model = modelsById.get(row.targetId);
      if (model) target = { exists: true, label: model.title, user: card(byId.get(model.userId)), hiddenAt: iso(model.hiddenAt) };
    } else if (row.targetKind === 'comment' && row.targetId) {
      const comment = commentsById.get(row.targetId);
      if (comment) target = { exists: true, label: excerpt(comment.body), user: card(byId.get(comment.userId)), hiddenAt: null };
    } else if (row.targetKind === 'make' && row.targetId) {
      const make = makesById.get(row.targetId);
      if (make) target = { exists: true, label: excerpt(make.comment), user: card(byId.get(make.userId)), hiddenAt: null };
    } else if (row.targetKind === 'profile' && row.targetId) {
      const person = byId.get(row.targetId) ?? byUsername.get(row.targetId);
      if (person) target = { exists: true, label: person.displayName, user: card(person), hiddenAt: null };
    } else if (row.targetKind === 'other') {
      target = { exists: true, label: null, user: null, hiddenAt: null };
    }
    return {
      id: String(row.id),
      reference: row.reference,
      reason: row.reason as ReportItem['reason'],
      type: row.type as ReportItem['type'],
      priority: row.priority as ReportItem['priority'],
      status: row.status as ReportItem['status'],
      action: row.action as ReportItem['action'],
      targetKind: row.targetKind as ReportItem['targetKind'],
      targetId: row.targetId,
      url: row.url,
      target,
      reporterEmail: row.reporterEmail,
      reporterId: row.reporterId,
      details: row.details,
      dmca: row.copyrightedWork && row.signatureName ? { copyrightedWork: row.copyrightedWork, signature: row.signatureName } : null,
      moderatorNotes: row.moderatorNotes,
      moderatorId: row.moderatorId,
      moderatorName: row.moderatorId ? (byId.get(row.moderatorId)?.displayName ?? null) : null,
      processedAt: iso(row.processedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
