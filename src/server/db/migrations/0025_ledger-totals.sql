CREATE TABLE "ledger_account_totals" (
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"debits" bigint DEFAULT 0 NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_account_totals_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "tip_totals" (
	"to_user_id" text NOT NULL,
	"book" text NOT NULL,
	"tips" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tip_totals_to_user_id_book_pk" PRIMARY KEY("to_user_id","book")
);
--> statement-breakpoint
ALTER TABLE "ledger_account_totals" ADD CONSTRAINT "ledger_account_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The totals of what was posted before them.
INSERT INTO "ledger_account_totals" ("account_id", "kind", "debits", "credits")
SELECT "account_id", "kind", coalesce(sum("amount") FILTER (WHERE "amount" > 0), 0), coalesce(sum("amount") FILTER (WHERE "amount" < 0), 0)
  FROM "ledger_entries" GROUP BY "account_id", "kind";--> statement-breakpoint
INSERT INTO "tip_totals" ("to_user_id", "book", "tips", "amount")
SELECT "to_user_id", "book", count(*), sum("amount") FROM "tips" WHERE "to_user_id" IS NOT NULL GROUP BY "to_user_id", "book";
