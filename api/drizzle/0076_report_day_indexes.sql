-- The income reports by day group the payments by their calendar day in America/Mexico_City. Indexed by that
-- very expression (the report writes the zone as the same literal), five years of payments come out already in
-- day order with every column the report reads, so each day's distinct payers are counted as the scan passes
-- instead of sorting about a million rows first.
CREATE INDEX IF NOT EXISTS "charge_payments_income_day_idx" ON "charge_payments" USING btree ("branch_office_id", "module", ((("created_at" AT TIME ZONE 'America/Mexico_City'))::date)) INCLUDE ("status", "company_id", "total", "cashier_id", "student_id", "external_id", "id", "created_at");
