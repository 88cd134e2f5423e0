-- Accent- and case-blind search. search_fold(text) is the one folding of searched text: accented Latin letters
-- to their base letter (á → a, ü → u, ñ → n, ç → c), then lower case. It is plain SQL over translate() and lower()
-- (immutable, no extension), so PGlite and every PostgreSQL server fold the same way and an index can be built
-- on it; lower() comes after translate() because under the C collation it changes ASCII letters only.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $fold$ SELECT lower(translate($1, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy')) $fold$;
--> statement-breakpoint
-- The searches of people, families, clients, products, teachers and prospects (search_fold(column) LIKE
-- search_fold('%text%')) are answered from trigram indexes over the folded columns where pg_trgm exists
-- (PGlite loads it; a PostgreSQL server needs contrib). The point of sale's lower() indexes of 0008/0021 are
-- replaced under their names by folded ones.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    DROP INDEX IF EXISTS products_name_trgm_idx;
    DROP INDEX IF EXISTS products_code_trgm_idx;
    CREATE INDEX products_name_trgm_idx ON products USING gin (search_fold(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX products_code_trgm_idx ON products USING gin (search_fold(code) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS clients_search_name_fold_idx ON clients USING gin (search_fold(search_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS clients_enrollment_fold_idx ON clients USING gin (search_fold(enrollment) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS clients_rfc_fold_idx ON clients USING gin (search_fold(rfc) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS students_search_name_fold_idx ON students USING gin (search_fold(search_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS students_enrollment_fold_idx ON students USING gin (search_fold(enrollment) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS students_curp_fold_idx ON students USING gin (search_fold(curp) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS families_name_fold_idx ON families USING gin (search_fold(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS families_father_name_fold_idx ON families USING gin (search_fold(father_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS families_mother_name_fold_idx ON families USING gin (search_fold(mother_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS families_tutor_name_fold_idx ON families USING gin (search_fold(tutor_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS families_email_fold_idx ON families USING gin (search_fold(email) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS teachers_name_fold_idx ON teachers USING gin (search_fold(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS teachers_last_name_father_fold_idx ON teachers USING gin (search_fold(last_name_father) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS teachers_last_name_mother_fold_idx ON teachers USING gin (search_fold(last_name_mother) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS teachers_email_fold_idx ON teachers USING gin (search_fold(email) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS teachers_rfc_fold_idx ON teachers USING gin (search_fold(rfc) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS prospects_name_fold_idx ON prospects USING gin (search_fold(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS prospects_last_name_father_fold_idx ON prospects USING gin (search_fold(last_name_father) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS prospects_last_name_mother_fold_idx ON prospects USING gin (search_fold(last_name_mother) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS prospects_curp_fold_idx ON prospects USING gin (search_fold(curp) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS prospects_email_fold_idx ON prospects USING gin (search_fold(email) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS prospects_tutor_name_fold_idx ON prospects USING gin (search_fold(tutor_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS externals_name_fold_idx ON externals USING gin (search_fold(name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS externals_last_name_father_fold_idx ON externals USING gin (search_fold(last_name_father) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS externals_last_name_mother_fold_idx ON externals USING gin (search_fold(last_name_mother) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS externals_curp_fold_idx ON externals USING gin (search_fold(curp) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS externals_tutor_name_fold_idx ON externals USING gin (search_fold(tutor_name) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS externals_rfc_fold_idx ON externals USING gin (search_fold(rfc) gin_trgm_ops) WHERE deleted_at IS NULL;
  END IF;
END
$$;
