ALTER TABLE "self_invoice_codes" ADD COLUMN "mail_to" varchar(254);--> statement-breakpoint
ALTER TABLE "self_invoice_codes" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "self_invoice_codes_mail_due_idx" ON "self_invoice_codes" USING btree ("invoice_id") WHERE "self_invoice_codes"."mail_to" IS NOT NULL AND "self_invoice_codes"."mailed_at" IS NULL;