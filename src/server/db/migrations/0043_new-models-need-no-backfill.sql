-- Decision 061: a model made from now on starts with its mark set: its page drew its picture, or its bulk
-- row asked for a render in its own transaction. Only models from before (null) are the backfill's.
ALTER TABLE "models" ALTER COLUMN "preview_render_requested_at" SET DEFAULT now();