CREATE TABLE "banks" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_office_profiles" (
	"branch_office_id" integer PRIMARY KEY NOT NULL,
	"rfc" varchar(13) DEFAULT '' NOT NULL,
	"business_name" varchar(300) DEFAULT '' NOT NULL,
	"zip" varchar(5) DEFAULT '' NOT NULL,
	"serie_nota" varchar(25) DEFAULT '' NOT NULL,
	"folio_nota" integer DEFAULT 1 NOT NULL,
	"serie_factura" varchar(25) DEFAULT '' NOT NULL,
	"folio_factura" integer DEFAULT 1 NOT NULL,
	"serie_pago" varchar(25) DEFAULT '' NOT NULL,
	"folio_pago" integer DEFAULT 1 NOT NULL,
	"serie_cotizacion" varchar(25) DEFAULT '' NOT NULL,
	"folio_cotizacion" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"alias" varchar(120) NOT NULL,
	"account_number" varchar(20) DEFAULT '' NOT NULL,
	"clabe" varchar(18) DEFAULT '' NOT NULL,
	"holder" varchar(200) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_office_profiles" ADD CONSTRAINT "branch_office_profiles_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "banks" ("id", "name") VALUES (1, 'BBVA México'), (2, 'Banamex'), (3, 'Santander'), (4, 'Banorte'), (5, 'HSBC'), (6, 'Scotiabank'), (7, 'Inbursa'), (8, 'Banco Azteca'), (9, 'BanCoppel'), (10, 'Banregio'), (11, 'BanBajío'), (12, 'Afirme'), (13, 'Banco del Bienestar'), (14, 'Banjército'), (15, 'Hey Banco'), (16, 'Mifel'), (17, 'Multiva'), (18, 'Monex'), (19, 'Intercam'), (20, 'Actinver'), (21, 'Ve por Más') ON CONFLICT ("id") DO NOTHING;
