-- Issue 28 item 6 (decision 061): every model without a preview is drawn once. The mark is set with
-- the render job; models published before it (no image, no mark) are what the backfill walks, through
-- an index that holds only them, so it is empty, and each run costs nothing, once they are done.
ALTER TABLE "models" ADD COLUMN "preview_render_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "models_preview_backfill_idx" ON "models" USING btree ("id") WHERE thumbnail is null and preview_render_requested_at is null;