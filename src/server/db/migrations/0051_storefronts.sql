CREATE TABLE "storefront_featured_models" (
	"user_id" text NOT NULL,
	"model_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "storefront_featured_models_user_id_model_id_pk" PRIMARY KEY("user_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "storefront_past_urls" (
	"custom_url_key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"custom_url" text,
	"custom_url_key" text,
	"theme" text DEFAULT 'classic' NOT NULL,
	"banner_version" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefronts_name_length_check" CHECK (char_length("storefronts"."name") between 1 and 80),
	CONSTRAINT "storefronts_description_length_check" CHECK (char_length("storefronts"."description") <= 2000),
	CONSTRAINT "storefronts_custom_url_check" CHECK (("storefronts"."custom_url" is null) = ("storefronts"."custom_url_key" is null) and ("storefronts"."custom_url_key" is null or "storefronts"."custom_url_key" = lower("storefronts"."custom_url"))),
	CONSTRAINT "storefronts_theme_check" CHECK ("storefronts"."theme" in ('classic', 'midnight', 'terracotta', 'forest', 'ocean'))
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "storefront_type" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_model_id" text;--> statement-breakpoint
ALTER TABLE "storefront_featured_models" ADD CONSTRAINT "storefront_featured_models_user_id_storefronts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."storefronts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_featured_models" ADD CONSTRAINT "storefront_featured_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_past_urls" ADD CONSTRAINT "storefront_past_urls_user_id_storefronts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."storefronts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_featured_models_order_idx" ON "storefront_featured_models" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "storefront_featured_models_model_idx" ON "storefront_featured_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "storefront_past_urls_user_idx" ON "storefront_past_urls" USING btree ("user_id","retired_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storefronts_custom_url_key_idx" ON "storefronts" USING btree ("custom_url_key");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cover_model_id_models_id_fk" FOREIGN KEY ("cover_model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_storefront_idx" ON "collections" USING btree ("user_id","updated_at" DESC NULLS LAST) WHERE "collections"."storefront_type" is not null;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_storefront_type_check" CHECK ("collections"."storefront_type" is null or "collections"."storefront_type" in ('curated', 'series', 'bundle', 'seasonal'));