CREATE TABLE "sponsored_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"model_id" text,
	"request_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target_url" text NOT NULL,
	"image_url" text,
	"placement" text NOT NULL,
	"campaign_type" text NOT NULL,
	"target_audience" text NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"budget_paise" bigint NOT NULL,
	"spent_paise" bigint DEFAULT 0 NOT NULL,
	"settled_paise" bigint DEFAULT 0 NOT NULL,
	"duration_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"draw_key" double precision DEFAULT random() NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_reason" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"returned_at" timestamp with time zone,
	CONSTRAINT "sponsored_status_check" CHECK ("sponsored_campaigns"."status" in ('pending', 'active', 'paused', 'ended', 'declined')),
	CONSTRAINT "sponsored_placement_check" CHECK ("sponsored_campaigns"."placement" in ('homepage_hero', 'homepage_sidebar', 'model_detail_top', 'model_detail_sidebar', 'explore_grid', 'search_results', 'profile_header', 'download_modal')),
	CONSTRAINT "sponsored_type_check" CHECK ("sponsored_campaigns"."campaign_type" in ('cpc', 'cpm')),
	CONSTRAINT "sponsored_audience_check" CHECK ("sponsored_campaigns"."target_audience" in ('everyone', 'members', 'visitors')),
	CONSTRAINT "sponsored_money_check" CHECK ("sponsored_campaigns"."unit_price_paise" > 0 and "sponsored_campaigns"."budget_paise" > 0 and "sponsored_campaigns"."spent_paise" between 0 and "sponsored_campaigns"."budget_paise" and "sponsored_campaigns"."settled_paise" between 0 and "sponsored_campaigns"."spent_paise")
);
--> statement-breakpoint
CREATE TABLE "sponsored_counts" (
	"campaign_id" text NOT NULL,
	"kind" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"ip_key" text,
	"charged_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsored_counts_campaign_id_kind_viewer_key_day_pk" PRIMARY KEY("campaign_id","kind","viewer_key","day"),
	CONSTRAINT "sponsored_counts_kind_check" CHECK ("sponsored_counts"."kind" in ('impression', 'click'))
);
--> statement-breakpoint
ALTER TABLE "sponsored_campaigns" ADD CONSTRAINT "sponsored_campaigns_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_campaigns" ADD CONSTRAINT "sponsored_campaigns_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_campaigns" ADD CONSTRAINT "sponsored_campaigns_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_counts" ADD CONSTRAINT "sponsored_counts_campaign_id_sponsored_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sponsored_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsored_serving_idx" ON "sponsored_campaigns" USING btree ("placement","draw_key") WHERE "sponsored_campaigns"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "sponsored_request_idx" ON "sponsored_campaigns" USING btree ("creator_id","request_id");--> statement-breakpoint
CREATE INDEX "sponsored_creator_newest_idx" ON "sponsored_campaigns" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsored_queue_idx" ON "sponsored_campaigns" USING btree ("created_at") WHERE "sponsored_campaigns"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sponsored_to_settle_idx" ON "sponsored_campaigns" USING btree ("id") WHERE "sponsored_campaigns"."spent_paise" > "sponsored_campaigns"."settled_paise" or ("sponsored_campaigns"."status" in ('ended', 'declined') and "sponsored_campaigns"."returned_at" is null);--> statement-breakpoint
CREATE INDEX "sponsored_counts_day_idx" ON "sponsored_counts" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "sponsored_counts_address_idx" ON "sponsored_counts" USING btree ("campaign_id","kind","day","ip_key") WHERE "sponsored_counts"."ip_key" is not null;