-- Issue 28 items 2 and 3 (decision 055). The title alone as its own vector, its words as written
-- and as stemmed, so best match ranks a word in the title above the same word only in tags (and a
-- title word as typed above one that only shares its stem); the downloads index holds it too, so a
-- common word's title bands are walked without reading the table, as its title-and-tags bands are.
-- And each site word's Double Metaphone key (fuzzystrmatch: a trusted extension, and a PGlite
-- contrib one loaded in its constructor), the last resort for a word no edit-distance rule corrects.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "title_only_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title) || to_tsvector('english', title)) STORED;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "sound" text GENERATED ALWAYS AS (dmetaphone(word)) STORED;--> statement-breakpoint
CREATE INDEX "models_title_only_vector_idx" ON "models" USING gin ("title_only_vector") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_category_title_only_vector_idx" ON "models" USING gin ("category","title_only_vector") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "search_words_sound_idx" ON "search_words" USING btree ("sound");--> statement-breakpoint
DROP INDEX "models_public_downloads_idx";--> statement-breakpoint
CREATE INDEX "models_public_downloads_idx" ON "models" USING btree ("downloads" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("title_vector", "title_only_vector") WHERE visibility = 'public' and not analysis_failed;
