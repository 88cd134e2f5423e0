-- The school's and academies' income per day, payer and key (ADR 0041): what the income reports by payment
-- method, concept, grade or level, activity or group read instead of joining every payment with its methods or
-- lines (a million rows each over five years). One row per institution, module, kind, local day, cashier,
-- payer and key, with the number of payments and their amount:
--   kind 1: a payment method (key_int the method's id), amount what the method applied;
--   kind 2: a concept (key_text the paid line's concept), amount the paid lines' total;
--   kind 3: an inscription (key_int the school or academy inscription of the line's charge, 0 for none),
--           amount the paid lines' total;
--   kind 4: one row per inscription of a payment whose paid lines belong to two or more inscriptions (key_int the
--           inscription, key_text the payment's id), so a grade, level, group or activity counts such a payment once.
-- The payer is one number, as the reports count it: the student's id, minus the external's id, or beyond both
-- for a payment of neither. Cancelled payments and cancelled lines add nothing. The payment's own statement
-- writes it (payments/statements.ts), a cancellation takes the payment out and puts back what is left
-- (payments/cancel.ts), both in their transaction; this migration fills it for the payments already written.
CREATE TABLE IF NOT EXISTS "charge_income_rollup" (
  "company_id" integer NOT NULL,
  "branch_office_id" integer NOT NULL,
  "module" smallint NOT NULL,
  "kind" smallint NOT NULL,
  "day" date NOT NULL,
  "cashier_id" integer NOT NULL,
  "payer" bigint NOT NULL,
  "key_int" integer NOT NULL DEFAULT 0,
  "key_text" varchar(400) NOT NULL DEFAULT '',
  "pagos" integer NOT NULL,
  "importe" numeric NOT NULL,
  -- Key first, then payer: a report over every day reads one kind's rows already in (key, payer) order.
  CONSTRAINT "charge_income_rollup_pk" PRIMARY KEY ("company_id", "branch_office_id", "module", "kind", "key_int", "key_text", "payer", "day", "cashier_id")
    INCLUDE ("pagos", "importe")
);
--> statement-breakpoint
INSERT INTO "charge_income_rollup" ("company_id", "branch_office_id", "module", "kind", "day", "cashier_id", "payer", "key_int", "key_text", "pagos", "importe")
SELECT k.company_id, k.branch_office_id, k.module, k.kind, k.day, k.cashier_id, k.payer, k.key_int, k.key_text, count(*)::int, sum(k.importe)
FROM (
  SELECT p.company_id, p.branch_office_id, p.module, 1::smallint AS kind, (p.created_at AT TIME ZONE 'America/Mexico_City')::date AS day, p.cashier_id,
    coalesce(p.student_id::bigint, -p.external_id::bigint, -2147483648 - p.id::bigint) AS payer, m.method_id::int AS key_int, ''::varchar AS key_text, sum(m.applied) AS importe
  FROM "charge_payments" p JOIN "charge_payment_methods" m ON m.payment_id = p.id
  WHERE p.status <> 'cancelled'
  GROUP BY p.id, m.method_id
  UNION ALL
  SELECT p.company_id, p.branch_office_id, p.module, 2::smallint, (p.created_at AT TIME ZONE 'America/Mexico_City')::date, p.cashier_id,
    coalesce(p.student_id::bigint, -p.external_id::bigint, -2147483648 - p.id::bigint), 0, l.concept_name, sum(l.total)
  FROM "charge_payments" p JOIN "charge_payment_lines" l ON l.payment_id = p.id AND l.status = 'paid'
  WHERE p.status <> 'cancelled'
  GROUP BY p.id, l.concept_name
  UNION ALL
  SELECT p.company_id, p.branch_office_id, p.module, 3::smallint, (p.created_at AT TIME ZONE 'America/Mexico_City')::date, p.cashier_id,
    coalesce(p.student_id::bigint, -p.external_id::bigint, -2147483648 - p.id::bigint),
    coalesce(CASE WHEN p.module = 3 THEN c.school_inscription_id ELSE c.academy_inscription_id END, 0), '', sum(l.total)
  FROM "charge_payments" p JOIN "charge_payment_lines" l ON l.payment_id = p.id AND l.status = 'paid' LEFT JOIN "charges" c ON c.id = l.charge_id
  WHERE p.status <> 'cancelled'
  GROUP BY p.id, 7, 8
) k
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO "charge_income_rollup" ("company_id", "branch_office_id", "module", "kind", "day", "cashier_id", "payer", "key_int", "key_text", "pagos", "importe")
SELECT company_id, branch_office_id, module, 4, day, cashier_id, payer, key_int, id::text, 1, 0
FROM (
  SELECT p.id, p.company_id, p.branch_office_id, p.module, (p.created_at AT TIME ZONE 'America/Mexico_City')::date AS day, p.cashier_id,
    coalesce(p.student_id::bigint, -p.external_id::bigint, -2147483648 - p.id::bigint) AS payer,
    coalesce(CASE WHEN p.module = 3 THEN c.school_inscription_id ELSE c.academy_inscription_id END, 0) AS key_int,
    count(*) OVER (PARTITION BY p.id) AS inscriptions
  FROM "charge_payments" p JOIN "charge_payment_lines" l ON l.payment_id = p.id AND l.status = 'paid' LEFT JOIN "charges" c ON c.id = l.charge_id
  WHERE p.status <> 'cancelled'
  GROUP BY p.id, 8
) x
WHERE inscriptions > 1;
