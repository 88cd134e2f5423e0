-- The audit trail of what the desk conceded on a school or academy payment line: an automatic surcharge waived
-- (with the amount it would have added) or a discount granted (with what it took off), who did it and why.
-- Written in the payment's transaction; nothing is deleted (a cancelled payment keeps its concessions).
CREATE TABLE "fee_concessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"branch_office_id" integer NOT NULL REFERENCES "branch_offices"("id"),
	"module" smallint NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "charge_payments"("id"),
	"payment_line_id" integer NOT NULL REFERENCES "charge_payment_lines"("id"),
	"charge_id" integer NOT NULL REFERENCES "charges"("id"),
	"student_id" integer REFERENCES "students"("id"),
	"external_id" integer REFERENCES "externals"("id"),
	"kind" varchar(12) NOT NULL,
	"name" varchar(150) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_concessions_kind_ck" CHECK ("fee_concessions"."kind" IN ('condonacion', 'descuento')),
	CONSTRAINT "fee_concessions_module_ck" CHECK ("fee_concessions"."module" IN (2, 3)),
	CONSTRAINT "fee_concessions_amount_ck" CHECK ("fee_concessions"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "fee_concessions_company_created_idx" ON "fee_concessions" ("company_id", "module", "created_at");
--> statement-breakpoint
CREATE INDEX "fee_concessions_student_idx" ON "fee_concessions" ("student_id");
--> statement-breakpoint
CREATE INDEX "fee_concessions_payment_idx" ON "fee_concessions" ("payment_id");
