ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "visibility_before_hidden" text;--> statement-breakpoint
CREATE INDEX "users_not_active_idx" ON "users" USING btree ("status") WHERE status <> 'active';--> statement-breakpoint
CREATE INDEX "models_hidden_idx" ON "models" USING btree ("hidden_at" DESC NULLS LAST) WHERE hidden_at is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive', 'banned'));