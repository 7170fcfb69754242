CREATE TABLE "bulk_upload_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"item_count" integer NOT NULL,
	"published_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_upload_batches_status_check" CHECK ("bulk_upload_batches"."status" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "bulk_upload_items" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"file_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"licence" text NOT NULL,
	"images" jsonb NOT NULL,
	"file_upload_id" text,
	"file_uploaded_by" text,
	"file_size" bigint,
	"checksum" text,
	"quality_score" integer NOT NULL,
	"quality_parts" jsonb NOT NULL,
	"title_duplicate_of" text,
	"checksum_duplicate_of" text,
	"duplicate_model_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"model_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_upload_items_status_check" CHECK ("bulk_upload_items"."status" in ('pending', 'uploaded', 'published', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_batches" ADD CONSTRAINT "bulk_upload_batches_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_items" ADD CONSTRAINT "bulk_upload_items_batch_id_bulk_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_upload_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_items" ADD CONSTRAINT "bulk_upload_items_duplicate_model_id_models_id_fk" FOREIGN KEY ("duplicate_model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_items" ADD CONSTRAINT "bulk_upload_items_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_upload_batches_recent_idx" ON "bulk_upload_batches" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_upload_items_row_idx" ON "bulk_upload_items" USING btree ("batch_id","row_number");--> statement-breakpoint
CREATE INDEX "model_files_sha256_idx" ON "model_files" USING btree ("sha256");
