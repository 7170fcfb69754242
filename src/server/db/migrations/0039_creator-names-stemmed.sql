-- Issue 28 item 1: a creator's names also as the search stems them ("Reddy" is sought as "reddi").
-- Dropping the column drops its two indexes; they are made again as they were.
ALTER TABLE "models" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A')
  || setweight(to_tsvector('english', meshmandi_words(tags) || ' ' || category), 'B')
  || setweight(to_tsvector('simple', creator_name) || to_tsvector('english', creator_name), 'C')
  || setweight(to_tsvector('english', left(description, 4000)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "models_search_vector_idx" ON "models" USING gin ("search_vector") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_search_vector_idx" ON "models" USING gin ("category","search_vector") WHERE visibility = 'public' and not analysis_failed;
