-- What a paid charge's payment paid for it, kept on the charge (ADR 0043): the school's account statement sums it
-- in one pass over the charges instead of merging a million charges with their paid lines grouped per charge.
-- The payment's writing statement sets it (payments/statements.ts) and a cancellation clears it with the charge's
-- status (payments/cancel.ts), in their transaction. Null while the charge is not paid, and for a paid charge with
-- no paid line of its payment (the statement then counts the charge's amount, as it did from the lines).
ALTER TABLE "charges" ADD COLUMN IF NOT EXISTS "paid_amount" numeric(14, 2);
--> statement-breakpoint
UPDATE "charges" c SET "paid_amount" = l.total
FROM (SELECT charge_id, payment_id, sum(total) AS total FROM "charge_payment_lines" WHERE status = 'paid' AND charge_id IS NOT NULL GROUP BY 1, 2) l
WHERE c.status = 'paid' AND l.charge_id = c.id AND l.payment_id = c.payment_id;
--> statement-breakpoint
-- Charges of no student and no external (none are written today): the statement's walk by debtor name reaches
-- them from here, as 'Sin nombre', without reading every charge.
CREATE INDEX IF NOT EXISTS "charges_no_debtor_idx" ON "charges" USING btree ("company_id") WHERE "student_id" IS NULL AND "external_id" IS NULL;
--> statement-breakpoint
-- The statement's totals (every charge of a module and branch but the cancelled, by due date) read from the index
-- alone: the columns they sum and filter by.
CREATE INDEX IF NOT EXISTS "charges_statement_cover_idx" ON "charges" USING btree ("branch_office_id", "module", "due_date") INCLUDE ("company_id", "status", "price", "quantity", "paid_amount") WHERE "status" <> 'cancelled';
