-- A student's scholarship may cover only some school concepts (e.g. tuition, not the enrolment fee): the ids of
-- the school concepts it covers; empty covers every concept (as every scholarship did before).
ALTER TABLE "student_scholarships" ADD COLUMN "concept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
