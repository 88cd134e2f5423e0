-- The customer fiscal-data book (docs/adr/0031-tax-objects-and-sat-keys.md): the receptor data of every invoice a
-- PAC stamped (so SAT accepted the RFC with that name, regime and postal code), one row per company and RFC, the
-- last invoice's data winning; the e-mail an invoice was sent to. The invoice form searches it by RFC or name.
-- Filled from the invoices already stamped; the public in general (XAXX010101000, XEXX010101000) is not kept.
CREATE TABLE "customer_fiscal_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"name" varchar(300) NOT NULL,
	"regime" varchar(3) NOT NULL,
	"zip" varchar(5) NOT NULL,
	"cfdi_use" varchar(4) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"invoices" integer DEFAULT 1 NOT NULL,
	"last_invoiced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_fiscal_data" ADD CONSTRAINT "customer_fiscal_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_fiscal_data_rfc_uq" ON "customer_fiscal_data" USING btree ("company_id","rfc");
--> statement-breakpoint
CREATE INDEX "customer_fiscal_data_name_idx" ON "customer_fiscal_data" USING btree ("company_id", search_fold("name"));
--> statement-breakpoint
INSERT INTO "customer_fiscal_data" ("company_id", "rfc", "name", "regime", "zip", "cfdi_use", "invoices", "last_invoiced_at")
SELECT DISTINCT ON (i."company_id", i."receiver_rfc") i."company_id", i."receiver_rfc", i."receiver_name", i."receiver_regime", i."receiver_zip", i."cfdi_use",
       count(*) OVER (PARTITION BY i."company_id", i."receiver_rfc"), coalesce(i."stamped_at", i."created_at")
  FROM "cfdi_invoices" i
 WHERE i."type" = 'I' AND i."uuid" IS NOT NULL AND i."receiver_rfc" NOT IN ('XAXX010101000', 'XEXX010101000')
 ORDER BY i."company_id", i."receiver_rfc", coalesce(i."stamped_at", i."created_at") DESC, i."id" DESC;
