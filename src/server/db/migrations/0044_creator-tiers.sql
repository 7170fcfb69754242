CREATE TABLE "creator_tiers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"set_by" text NOT NULL,
	"reason" text,
	"set_by_user_id" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_tiers_tier_check" CHECK ("creator_tiers"."tier" in ('basic', 'verified', 'pro', 'elite')),
	CONSTRAINT "creator_tiers_set_by_check" CHECK ("creator_tiers"."set_by" in ('admin', 'review')),
	CONSTRAINT "creator_tiers_admin_reason_check" CHECK ("creator_tiers"."set_by" <> 'admin' or ("creator_tiers"."reason" is not null and "creator_tiers"."set_by_user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "creator_tier" text;--> statement-breakpoint
ALTER TABLE "creator_tiers" ADD CONSTRAINT "creator_tiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;