CREATE TABLE "models" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"licence" text DEFAULT 'CC-BY-4.0' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"watertight" boolean,
	"file_url" text,
	"thumbnail" text,
	"files_view" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previews_view" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"is_platform_model" boolean DEFAULT false NOT NULL,
	"platform_revenue" integer DEFAULT 0 NOT NULL,
	"revenue_share" double precision DEFAULT 0.3 NOT NULL,
	"platform_earnings" integer DEFAULT 0 NOT NULL,
	"creator_earnings" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_at" timestamp with time zone,
	"featured_by" text,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"last_shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_visibility_check" CHECK ("models"."visibility" in ('public', 'private')),
	CONSTRAINT "models_counters_check" CHECK ("models"."downloads" >= 0 and "models"."likes" >= 0 and "models"."views" >= 0 and "models"."shares" >= 0 and "models"."review_count" >= 0),
	CONSTRAINT "models_revenue_share_check" CHECK ("models"."revenue_share" >= 0 and "models"."revenue_share" <= 1)
);
--> statement-breakpoint
CREATE TABLE "model_files" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"analysis_status" text DEFAULT 'pending' NOT NULL,
	"analysis_error" text,
	"analysis_attempts" integer DEFAULT 0 NOT NULL,
	"analysis_started_at" timestamp with time zone,
	"triangles" bigint,
	"size_x" double precision,
	"size_y" double precision,
	"size_z" double precision,
	"volume" double precision,
	"area" double precision,
	"watertight" boolean,
	"analysed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_files_size_check" CHECK ("model_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "model_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"user_id" text,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_views" (
	"model_id" text NOT NULL,
	"visitor_key" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_views_model_id_visitor_key_pk" PRIMARY KEY("model_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"sharer_id" text,
	"platform" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_files" ADD CONSTRAINT "model_files_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_previews" ADD CONSTRAINT "model_previews_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_views" ADD CONSTRAINT "model_views_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "models_user_created_idx" ON "models" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "models_category_created_idx" ON "models" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "model_files_model_idx" ON "model_files" USING btree ("model_id","position");--> statement-breakpoint
CREATE INDEX "model_files_pending_idx" ON "model_files" USING btree ("analysis_status") WHERE "model_files"."analysis_status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "model_previews_model_idx" ON "model_previews" USING btree ("model_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "downloads_once_a_day_idx" ON "downloads" USING btree ("model_id","visitor_key","day");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shares_model_idx" ON "shares" USING btree ("model_id");