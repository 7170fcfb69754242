-- Trigram matching for typo-tolerant search (SPEC §2 explore); PGlite loads it in its constructor.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
