-- The first month an inscription concept charges: the plan's start month chosen at enrolment (by default the
-- enrolment month), or the month a concept was added later. Editing the concept never brings back earlier
-- months. Null for concepts written before this rule: they charge the whole cycle, as they did.
ALTER TABLE "school_inscription_concepts" ADD COLUMN "starts_on" date;
