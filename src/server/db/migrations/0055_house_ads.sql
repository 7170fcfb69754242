CREATE TABLE "house_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_path" text NOT NULL,
	"image_model_id" text,
	"placements" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_ads_link_check" CHECK (left("house_ads"."link_path", 1) = '/' and left("house_ads"."link_path", 2) not in ('//', '/\')),
	CONSTRAINT "house_ads_placements_check" CHECK (cardinality("house_ads"."placements") >= 1 and "house_ads"."placements" <@ array['homepage_hero', 'homepage_sidebar', 'model_detail_top', 'model_detail_sidebar', 'explore_grid', 'search_results', 'profile_header', 'download_modal']::text[])
);
--> statement-breakpoint
ALTER TABLE "house_ads" ADD CONSTRAINT "house_ads_image_model_id_models_id_fk" FOREIGN KEY ("image_model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_ads" ADD CONSTRAINT "house_ads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_ads_newest_idx" ON "house_ads" USING btree ("created_at" DESC NULLS LAST);