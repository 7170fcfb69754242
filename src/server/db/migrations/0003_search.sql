-- Explore search (decision 011). array_to_string is only STABLE, which a generated column refuses;
-- joining text with a space does not depend on any setting, so this wrapper is declared IMMUTABLE.
CREATE FUNCTION meshmandi_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(words, ' '), '');--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "creator_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "trending_score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The creator's name is searched with the model, so it is copied onto each model row: set on
-- insert, and rewritten on every model of a user whose display name or username changes.
CREATE FUNCTION meshmandi_creator_name(uid text) RETURNS text
  LANGUAGE sql STABLE
  RETURN (SELECT coalesce(display_name, '') || ' ' || coalesce(username, '') FROM users WHERE id = uid);--> statement-breakpoint
CREATE FUNCTION meshmandi_models_creator_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.creator_name := coalesce(meshmandi_creator_name(NEW.user_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER models_creator_name BEFORE INSERT OR UPDATE OF user_id ON models
  FOR EACH ROW EXECUTE FUNCTION meshmandi_models_creator_name();--> statement-breakpoint
CREATE FUNCTION meshmandi_users_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE models SET creator_name = coalesce(NEW.display_name, '') || ' ' || coalesce(NEW.username, '') WHERE user_id = NEW.id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_rename AFTER UPDATE OF display_name, username ON users
  FOR EACH ROW WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION meshmandi_users_rename();--> statement-breakpoint
UPDATE models SET creator_name = coalesce(meshmandi_creator_name(user_id), '');--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A')
  || setweight(to_tsvector('english', meshmandi_words(tags) || ' ' || category), 'B')
  || setweight(to_tsvector('simple', creator_name), 'C')
  || setweight(to_tsvector('english', left(description, 4000)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_search_vector_idx" ON "models" USING gin ("search_vector") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "models_public_newest_idx" ON "models" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "models_public_downloads_idx" ON "models" USING btree ("downloads" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "models_public_views_idx" ON "models" USING btree ("views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "models_public_likes_idx" ON "models" USING btree ("likes" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "models_public_trending_idx" ON "models" USING btree ("trending_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "models_public_featured_idx" ON "models" USING btree ("featured_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and featured;--> statement-breakpoint
CREATE INDEX "downloads_at_idx" ON "downloads" USING btree ("downloaded_at");--> statement-breakpoint
CREATE INDEX "model_views_counted_idx" ON "model_views" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "shares_at_idx" ON "shares" USING btree ("shared_at");--> statement-breakpoint
-- Each word of a model's title, tags and creator name goes into search_words, once: a misspelt
-- search word is matched against that short list (decision 011).
CREATE FUNCTION meshmandi_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple',
      NEW.title || ' ' || meshmandi_words(NEW.tags) || ' ' || NEW.creator_name))) w
    WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER models_collect_words AFTER INSERT OR UPDATE OF title, tags, creator_name ON models
  FOR EACH ROW EXECUTE FUNCTION meshmandi_collect_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM models, unnest(tsvector_to_array(to_tsvector('simple',
    title || ' ' || meshmandi_words(tags) || ' ' || creator_name))) w
  WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
