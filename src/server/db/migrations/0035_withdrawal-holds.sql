CREATE TABLE "withdrawal_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"withdrawal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"shortfall" bigint NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_holds_open_idx" ON "withdrawal_holds" USING btree ("withdrawal_id") WHERE "withdrawal_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_holds_user_idx" ON "withdrawal_holds" USING btree ("user_id");
