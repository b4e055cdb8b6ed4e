-- Trigram matching for typo-tolerant search (PGlite loads the contrib module; PostgreSQL ships it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
