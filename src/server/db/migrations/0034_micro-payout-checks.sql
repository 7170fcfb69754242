CREATE TABLE "micro_payout_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"destination_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "micro_payout_checks_user_idx" ON "micro_payout_checks" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "micro_payout_checks_fingerprint_idx" ON "micro_payout_checks" USING btree ("fingerprint","created_at");
--> statement-breakpoint
-- Checks already sent count too: each destination that has had one.
INSERT INTO "micro_payout_checks" ("id", "user_id", "destination_id", "fingerprint", "created_at")
SELECT 'existing:' || "id", "user_id", "id", "fingerprint", coalesce("micro_payout_at", "created_at") FROM "payout_destinations" WHERE "micro_payout_status" IS NOT NULL;
