import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { notifications, users, type NotificationRow } from '../../db/schema';
import type { EmailDelivery } from '../../mail';
import type { Services } from '../../services';
import type { EmailLinks, MailedNotification } from './notification-email';
import { signUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

/** What sending notification e-mails needs: the database, the e-mail delivery path, the site's address and the secret that signs unsubscribe links. */
export interface EmailDeps {
  db: Db;
  mailer: EmailDelivery;
  publicUrl: string;
  supportEmail: string;
  secret: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export function emailDepsFrom(services: Services): EmailDeps {
  return {
    db: services.db,
    mailer: services.mailer,
    publicUrl: services.config.publicUrl,
    supportEmail: services.config.supportEmail,
    // better-auth's secret: AUTH_SECRET, or the one kept in the database for every node (create-services.ts).
    secret: services.auth.options.secret,
    log: services.log.child({ module: 'notification-email' }),
  };
}

export function unsubscribeUrl(deps: Pick<EmailDeps, 'publicUrl' | 'secret'>, userId: string, scope: UnsubscribeScope): string {
  const token = signUnsubscribeToken(deps.secret, { userId, scope });
  return `${deps.publicUrl.replace(/\/$/, '')}/api/unsubscribe?token=${token}`;
}

export function linksFor(deps: EmailDeps, userId: string): EmailLinks {
  return { publicUrl: deps.publicUrl, supportEmail: deps.supportEmail, unsubscribeUrl: (scope) => unsubscribeUrl(deps, userId, scope) };
}

/** RFC 8058: a mail client may offer "Unsubscribe" and POST to the address itself, with no page in between. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The recipients' addresses; only verified ones are written to, so no one is mailed at an address they never proved was theirs. */
export async function recipientsOf(db: Db | Tx, ids: string[]): Promise<Map<string, { email: string; verified: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email, verified: users.isVerified }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { email: row.email, verified: row.verified }]));
}

/**
 * Notifications gathered into a group (SPEC §4) are mailed as their group: one item with the
 * group's text ("Asha and 4 others liked …") for however many of its members are being mailed now.
 */
export async function collapseIntoGroups(db: Db | Tx, rows: NotificationRow[]): Promise<(MailedNotification & { ids: string[]; createdAt: Date })[]> {
  const groupIds = [...new Set(rows.map((row) => row.groupedInto).filter((id): id is string => id !== null))];
  const groups = groupIds.length === 0 ? [] : await db.select().from(notifications).where(inArray(notifications.id, groupIds));
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const items = new Map<string, MailedNotification & { ids: string[]; createdAt: Date }>();
  for (const row of rows) {
    const group = row.groupedInto ? groupById.get(row.groupedInto) : undefined;
    const key = group?.id ?? row.id;
    const item = items.get(key);
    if (item) {
      item.ids.push(row.id);
      item.groupCount = Math.max(item.groupCount, item.ids.length);
      if (row.createdAt > item.createdAt) item.createdAt = row.createdAt;
      continue;
    }
    const source = group ?? row;
    items.set(key, {
      ids: [row.id],
      type: source.type,
      category: source.category,
      message: source.message,
      actionUrl: source.actionUrl,
      groupCount: group ? group.groupCount : row.groupCount,
      createdAt: row.createdAt,
    });
  }
  return [...items.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
