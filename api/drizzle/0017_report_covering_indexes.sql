DROP INDEX "charge_payments_branch_created_idx";--> statement-breakpoint
DROP INDEX "charges_pending_branch_due_idx";--> statement-breakpoint
CREATE INDEX "charge_payment_methods_income_cover_idx" ON "charge_payment_methods" USING btree ("payment_id","method_id","applied");--> statement-breakpoint
CREATE INDEX "charge_payments_income_cover_idx" ON "charge_payments" USING btree ("branch_office_id","module","created_at","status","company_id","total","cashier_id","student_id","external_id");--> statement-breakpoint
CREATE INDEX "charges_pending_cover_idx" ON "charges" USING btree ("branch_office_id","module","due_date","company_id","student_id","external_id","school_inscription_id","academy_inscription_id","price","quantity") WHERE "charges"."status" = 'pending';