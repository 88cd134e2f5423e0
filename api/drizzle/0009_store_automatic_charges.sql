CREATE TABLE "store_automatic_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"extra_charge_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_automatic_charges" ADD CONSTRAINT "store_automatic_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_automatic_charges" ADD CONSTRAINT "store_automatic_charges_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_automatic_charges" ADD CONSTRAINT "store_automatic_charges_extra_charge_id_extra_charges_id_fk" FOREIGN KEY ("extra_charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_automatic_charges_uq" ON "store_automatic_charges" USING btree ("branch_office_id","extra_charge_id");