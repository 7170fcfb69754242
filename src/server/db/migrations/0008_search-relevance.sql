CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
DROP INDEX "models_search_vector_idx";--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || meshmandi_words(tags))) STORED;--> statement-breakpoint
ALTER TABLE "search_word_variants" ADD CONSTRAINT "search_word_variants_word_search_words_word_fk" FOREIGN KEY ("word") REFERENCES "public"."search_words"("word") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_word_variants_word_idx" ON "search_word_variants" USING btree ("word");--> statement-breakpoint
CREATE INDEX "models_title_vector_idx" ON "models" USING gin ("title_vector") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
CREATE INDEX "models_search_vector_idx" ON "models" USING gin ("search_vector") WHERE visibility = 'public' and not analysis_failed;--> statement-breakpoint
-- A word's variants for typo correction (decision 023): itself, each way of leaving out one letter,
-- and for words of 7 or more letters each way of leaving out two. Numbers are never corrected.
CREATE FUNCTION meshmandi_word_variants(w text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT w
    UNION SELECT left(w, i - 1) || substr(w, i + 1) FROM generate_series(1, char_length(w)) i
    UNION SELECT left(w, i - 1) || substr(w, i + 1, j - i - 1) || substr(w, j + 1)
      FROM generate_series(1, char_length(w)) i, generate_series(1, char_length(w)) j
      WHERE i < j AND char_length(w) >= 7
  $$;--> statement-breakpoint
CREATE FUNCTION meshmandi_add_word_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.word ~ '[^0-9]' THEN
    INSERT INTO search_word_variants (variant, word)
      SELECT v, NEW.word FROM meshmandi_word_variants(NEW.word) v
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_words_variants AFTER INSERT ON search_words
  FOR EACH ROW EXECUTE FUNCTION meshmandi_add_word_variants();--> statement-breakpoint
INSERT INTO search_word_variants (variant, word)
  SELECT v, word FROM search_words, meshmandi_word_variants(word) v WHERE word ~ '[^0-9]'
ON CONFLICT DO NOTHING;
