-- The point of sale's trigram indexes (see 0008) for databases that migrated without pg_trgm: embedded PGlite
-- now loads the extension it ships, so an existing data folder gets the indexes too; a PostgreSQL server that
-- has gained contrib since gets them as well. Idempotent where 0008 already created them.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS products_code_trgm_idx ON products USING gin (lower(code) gin_trgm_ops) WHERE deleted_at IS NULL;
  END IF;
END
$$;
