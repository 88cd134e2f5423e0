CREATE TABLE "billing_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"pac" varchar(10) DEFAULT 'sandbox' NOT NULL,
	"pac_url" varchar(300) DEFAULT '' NOT NULL,
	"pac_user" varchar(200) DEFAULT '' NOT NULL,
	"pac_password" text,
	"csd_number" varchar(20),
	"csd_valid_from" timestamp with time zone,
	"csd_valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfdi_invoice_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"source_id" integer NOT NULL,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfdi_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer,
	"module" smallint NOT NULL,
	"type" varchar(1) NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"serie" varchar(25) DEFAULT '' NOT NULL,
	"folio" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"uuid" varchar(36),
	"receiver_rfc" varchar(13) NOT NULL,
	"receiver_name" varchar(300) NOT NULL,
	"receiver_regime" varchar(3) NOT NULL,
	"receiver_zip" varchar(5) NOT NULL,
	"cfdi_use" varchar(4) NOT NULL,
	"payment_form" varchar(2),
	"payment_method" varchar(3),
	"subtotal" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"issued_at" varchar(19) NOT NULL,
	"xml" text NOT NULL,
	"stamped_xml" text,
	"pac" varchar(10) NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"related_invoice_id" integer,
	"related_uuid" varchar(36),
	"global_periodicity" varchar(2),
	"global_months" varchar(2),
	"global_year" smallint,
	"cancel_motive" varchar(2),
	"substitute_uuid" varchar(36),
	"cancel_receipt" text,
	"cancelled_at" timestamp with time zone,
	"stamped_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cfdi_invoices_type_ck" CHECK ("cfdi_invoices"."type" IN ('I', 'E', 'P')),
	CONSTRAINT "cfdi_invoices_status_ck" CHECK ("cfdi_invoices"."status" IN ('pendiente', 'timbrada', 'cancelada', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfdi_invoice_sources" ADD CONSTRAINT "cfdi_invoice_sources_invoice_id_cfdi_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."cfdi_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfdi_invoices" ADD CONSTRAINT "cfdi_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfdi_invoices" ADD CONSTRAINT "cfdi_invoices_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cfdi_invoice_sources_source_idx" ON "cfdi_invoice_sources" USING btree ("module","source_id");--> statement-breakpoint
CREATE INDEX "cfdi_invoice_sources_invoice_idx" ON "cfdi_invoice_sources" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cfdi_invoices_folio_uq" ON "cfdi_invoices" USING btree ("company_id","type","serie","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "cfdi_invoices_uuid_uq" ON "cfdi_invoices" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "cfdi_invoices_company_created_idx" ON "cfdi_invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "cfdi_invoices_pending_idx" ON "cfdi_invoices" USING btree ("status") WHERE "cfdi_invoices"."status" = 'pendiente';