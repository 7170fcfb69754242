CREATE TABLE "payout_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"upi_id" text,
	"holder_name" text,
	"account_number_sealed" text,
	"account_last4" text,
	"ifsc" text,
	"bank_name" text,
	"fingerprint" text NOT NULL,
	"verification" text DEFAULT 'format' NOT NULL,
	"verified_name" text,
	"micro_payout_status" text,
	"micro_payout_id" text,
	"micro_payout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"schedule" text DEFAULT 'instant' NOT NULL,
	"default_destination_id" text,
	"pin_hash" text,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"legal_name" text,
	"pan_masked" text,
	"pan_hash" text,
	"kyc_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"processing_fee" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"method" text NOT NULL,
	"destination_id" text NOT NULL,
	"destination_label" text NOT NULL,
	"schedule" text DEFAULT 'instant' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"payout_mode" text,
	"payout_id" text,
	"request_key" text NOT NULL,
	"processed_by" text,
	"processed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_amounts" CHECK ("withdrawal_requests"."amount" > 0 and "withdrawal_requests"."processing_fee" >= 0 and "withdrawal_requests"."net_amount" > 0 and "withdrawal_requests"."amount" = "withdrawal_requests"."processing_fee" + "withdrawal_requests"."net_amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_destinations_user_fingerprint_idx" ON "payout_destinations" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "payout_destinations_user_idx" ON "payout_destinations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_request_key_idx" ON "withdrawal_requests" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_idx" ON "withdrawal_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_payout_idx" ON "withdrawal_requests" USING btree ("payout_id") WHERE "withdrawal_requests"."payout_id" is not null;--> statement-breakpoint
-- Test-book money is never withdrawable: no account that holds or pays a withdrawal exists in it.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_withdrawals_live_only" CHECK ("book" = 'live' OR "kind" NOT IN ('withdrawal_holds', 'platform_expenses'));--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_status_check" CHECK ("status" IN ('pending', 'processing', 'completed', 'failed', 'rejected'));--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_method_check" CHECK ("method" IN ('upi', 'bank'));
