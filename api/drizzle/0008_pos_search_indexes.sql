CREATE INDEX "products_code_bar_idx" ON "products" USING btree ("code_bar");--> statement-breakpoint
-- Trigram indexes for the point of sale's search (lower(name|code) LIKE '%text%'), only where the server offers
-- pg_trgm (a PostgreSQL server with contrib; embedded PGlite has not loaded it and keeps its sequential scan).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS products_code_trgm_idx ON products USING gin (lower(code) gin_trgm_ops) WHERE deleted_at IS NULL;
  END IF;
END
$$;
