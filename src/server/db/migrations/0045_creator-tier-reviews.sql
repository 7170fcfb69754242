CREATE TABLE "creator_tier_reviews" (
	"user_id" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_tier_reviews" ADD CONSTRAINT "creator_tier_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_tier_reviews_due_idx" ON "creator_tier_reviews" USING btree ("due_at");