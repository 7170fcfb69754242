-- Explore filtered by category (issue 10). One btree per sort, so a category's page is a short walk
-- in the sort's order; the downloads one holds the other filters' columns, so counting a category's
-- matches reads the index alone. And the category with each text vector in one GIN (btree_gin): a
-- common word in one category reads the entries of both, not all of either. PGlite loads btree_gin
-- in its constructor, as pg_trgm.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "models_category_created_idx";--> statement-breakpoint
CREATE INDEX "models_category_newest_idx" ON "models" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_downloads_idx" ON "models" USING btree ("category","downloads" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("formats","watertight","licence") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_views_idx" ON "models" USING btree ("category","views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_likes_idx" ON "models" USING btree ("category","likes" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_trending_idx" ON "models" USING btree ("category","trending_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_search_vector_idx" ON "models" USING gin ("category","search_vector") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_title_vector_idx" ON "models" USING gin ("category","title_vector") WHERE visibility = 'public' and not analysis_failed;