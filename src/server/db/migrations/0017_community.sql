CREATE TABLE "comment_likes" (
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" text,
	"body" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "comments_body_length_check" CHECK (char_length("comments"."body") between 1 and 1000),
	CONSTRAINT "comments_counters_check" CHECK ("comments"."likes" >= 0 and "comments"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_model_reviewer_unique" UNIQUE("model_id","reviewer_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length_check" CHECK (char_length("reviews"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"followed_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followed_id")
);
--> statement-breakpoint
CREATE TABLE "collection_models" (
	"collection_id" text NOT NULL,
	"model_id" text NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_models_collection_id_model_id_pk" PRIMARY KEY("collection_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"model_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_visibility_check" CHECK ("collections"."visibility" in ('public', 'private')),
	CONSTRAINT "collections_name_length_check" CHECK (char_length("collections"."name") between 1 and 100),
	CONSTRAINT "collections_description_length_check" CHECK (char_length("collections"."description") <= 1000),
	CONSTRAINT "collections_model_count_check" CHECK ("collections"."model_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collaboration_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"requester_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "collaboration_requests_status_check" CHECK ("collaboration_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "collaboration_requests_message_length_check" CHECK (char_length("collaboration_requests"."message") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"milestone" integer NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_user_id_type_milestone_pk" PRIMARY KEY("user_id","type","milestone")
);
--> statement-breakpoint
CREATE TABLE "model_view_milestones" (
	"model_id" text NOT NULL,
	"milestone" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_view_milestones_model_id_milestone_pk" PRIMARY KEY("model_id","milestone")
);
--> statement-breakpoint
ALTER TABLE "models" DROP CONSTRAINT "models_counters_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "likes_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "rating_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_models" ADD CONSTRAINT "collection_models_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_models" ADD CONSTRAINT "collection_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_view_milestones" ADD CONSTRAINT "model_view_milestones_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_model_newest_idx" ON "comments" USING btree ("model_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "comments_user_recent_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_model_newest_idx" ON "reviews" USING btree ("model_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id","created_at" DESC NULLS LAST,"follower_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_follower_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS LAST,"followed_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collection_models_order_idx" ON "collection_models" USING btree ("collection_id","position","model_id");--> statement-breakpoint
CREATE INDEX "collection_models_model_idx" ON "collection_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "collections_user_updated_idx" ON "collections" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_requests_one_pending_idx" ON "collaboration_requests" USING btree ("model_id","requester_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "collaboration_requests_owner_idx" ON "collaboration_requests" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaboration_requests_requester_idx" ON "collaboration_requests" USING btree ("requester_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "achievements_user_recent_idx" ON "achievements" USING btree ("user_id","unlocked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_category_top_rated_idx" ON "models" USING btree ("category","rating_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_public_top_rated_idx" ON "models" USING btree ("rating_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_counters_check" CHECK ("models"."downloads" >= 0 and "models"."likes" >= 0 and "models"."views" >= 0 and "models"."shares" >= 0 and "models"."review_count" >= 0 and "models"."rating_total" >= 0 and "models"."comment_count" >= 0);