-- Best match walks this index through a common word's title matches (decision 023): with
-- title_vector in the index and the listed rows as its predicate, the walk never reads the table.
-- A title and ten tags are at most 400 characters, so the entry stays far below btree's limit.
DROP INDEX "models_public_downloads_idx";--> statement-breakpoint
CREATE INDEX "models_public_downloads_idx" ON "models" USING btree ("downloads" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("title_vector") WHERE visibility = 'public' and not analysis_failed;
