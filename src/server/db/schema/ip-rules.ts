import { sql } from 'drizzle-orm';
import { bigserial, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 16 item 5: the IP block and allow lists, an address or CIDR range each, optionally until a
 * time. Every node reads them into memory and checks each request before any route
 * (security/ip-rules.ts); a change is announced to every node at once.
 */
export const ipRules = pgTable(
  'ip_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised: `203.0.113.0/24`, `2001:db8::/32`; a single address has its full prefix. */
    cidr: text('cidr').notNull(),
    type: text('type', { enum: ['blocked', 'allowed'] }).notNull(),
    /** Why it was blocked, or what the allowed address is (whitelistIP's description). */
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ip_rules_cidr_type_idx').on(t.cidr, t.type), check('ip_rules_type_check', sql`${t.type} in ('blocked', 'allowed')`)],
);

export type IpRuleRow = typeof ipRules.$inferSelect;
