ALTER TABLE "analytics_creator_days" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_creator_days" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_creator_days" ADD COLUMN "followers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 079: the closed days premium stats can show (the last 365) get their views, likes and
-- followers once, here, so a past range is whole. Views come from the model days (the raw counted
-- views past 90 days are pruned); likes and follows from the rows still standing. Before the
-- indexes below, so the insert does not keep them up row by row.
INSERT INTO "analytics_creator_days" ("day", "user_id", "tips", "tip_paise", "downloads", "views", "likes", "followers")
SELECT x."day", x."user_id", 0, 0, 0, sum(x.v)::int, sum(x.l)::int, sum(x.f)::int FROM (
  SELECT md."day", m."user_id", md."views" AS v, 0 AS l, 0 AS f FROM "analytics_model_days" md JOIN "models" m ON m."id" = md."model_id" WHERE md."views" > 0
  UNION ALL SELECT (l."created_at" AT TIME ZONE 'Asia/Kolkata')::date, m."user_id", 0, 1, 0 FROM "model_likes" l JOIN "models" m ON m."id" = l."model_id"
  UNION ALL SELECT (f."created_at" AT TIME ZONE 'Asia/Kolkata')::date, f."followed_id", 0, 0, 1 FROM "follows" f
) x
WHERE x."day" BETWEEN greatest((SELECT min("day") FROM "analytics_days"), (SELECT max("day") FROM "analytics_days") - 364) AND (SELECT max("day") FROM "analytics_days")
GROUP BY x."day", x."user_id"
ORDER BY x."day", x."user_id"
ON CONFLICT ("day", "user_id") DO UPDATE SET "views" = excluded."views", "likes" = excluded."likes", "followers" = excluded."followers";--> statement-breakpoint
CREATE INDEX "analytics_creator_days_user_idx" ON "analytics_creator_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "analytics_model_days_model_idx" ON "analytics_model_days" USING btree ("model_id","day");
