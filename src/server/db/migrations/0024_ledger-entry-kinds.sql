ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
-- Entries never change (decision 033); this one-time copy of their transactions' kinds is the exception.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_immutable";--> statement-breakpoint
UPDATE "ledger_entries" e SET "kind" = t."kind" FROM "ledger_transactions" t WHERE t."id" = e."transaction_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_immutable";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at") INCLUDE ("amount", "kind");
--> statement-breakpoint
CREATE INDEX "tips_to_book_idx" ON "tips" USING btree ("to_user_id","book","created_at") INCLUDE ("amount");
