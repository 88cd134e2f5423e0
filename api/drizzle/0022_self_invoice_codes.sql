CREATE TABLE "self_invoice_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"source_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_by" integer NOT NULL,
	"invoice_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_invoice_codes_module_ck" CHECK ("self_invoice_codes"."module" IN (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "self_invoice_codes" ADD CONSTRAINT "self_invoice_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_invoice_codes" ADD CONSTRAINT "self_invoice_codes_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_invoice_codes" ADD CONSTRAINT "self_invoice_codes_invoice_id_cfdi_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."cfdi_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_invoice_codes_hash_uq" ON "self_invoice_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "self_invoice_codes_source_idx" ON "self_invoice_codes" USING btree ("module","source_id");--> statement-breakpoint
CREATE INDEX "self_invoice_codes_invoice_idx" ON "self_invoice_codes" USING btree ("invoice_id");