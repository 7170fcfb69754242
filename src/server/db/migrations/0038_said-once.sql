ALTER TABLE "notifications" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("recipient_id","actor_id","once_key") WHERE once_key is not null;--> statement-breakpoint
-- Issue 28 item 10: a liked comment is filed under Likes, as the settings say; earlier ones follow.
UPDATE "notifications" SET "category" = 'likes' WHERE "type" = 'comment_like' AND "category" = 'comments';