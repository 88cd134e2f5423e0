CREATE TABLE "school_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"cycle_id" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"inscription_date" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_inscription_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"inscription_id" integer NOT NULL,
	"payment_plan_concept_id" integer,
	"school_concept_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"concept_type" varchar(20) DEFAULT 'OneTime' NOT NULL,
	"months" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"payment_day" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_inscription_concepts_type_ck" CHECK ("school_inscription_concepts"."concept_type" IN ('OneTime', 'Monthly'))
);
--> statement-breakpoint
CREATE TABLE "school_inscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"classroom_id" integer,
	"payment_plan_id" integer NOT NULL,
	"inscription_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'activa' NOT NULL,
	"drop_date" date,
	"drop_reason" text DEFAULT '' NOT NULL,
	"import_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_inscriptions_status_ck" CHECK ("school_inscriptions"."status" IN ('activa', 'baja', 'terminada'))
);
--> statement-breakpoint
CREATE TABLE "student_scholarships" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"extra_charge_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_payment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"charge_id" integer,
	"student_id" integer,
	"external_id" integer,
	"concept_name" varchar(150) NOT NULL,
	"sat_code" varchar(8) NOT NULL,
	"unit_code" varchar(3) NOT NULL,
	"unit" varchar(30) DEFAULT 'Servicio' NOT NULL,
	"year" smallint,
	"month" smallint,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"adjustments" jsonb NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"with_iva" boolean DEFAULT false NOT NULL,
	"id_concepto_cobro" integer,
	"status" varchar(10) DEFAULT 'paid' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "charge_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"method_id" smallint NOT NULL,
	"bank_id" smallint,
	"amount" numeric(14, 2) NOT NULL,
	"applied" numeric(14, 2) NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"serie" varchar(25) NOT NULL,
	"folio" integer NOT NULL,
	"student_id" integer,
	"external_id" integer,
	"family_id" integer,
	"payer_name" varchar(400) DEFAULT '' NOT NULL,
	"cashier_id" integer NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"discounts" numeric(14, 2) NOT NULL,
	"surcharges" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"received" numeric(14, 2) NOT NULL,
	"change" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'paid' NOT NULL,
	"stamped" smallint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_payments_status_ck" CHECK ("charge_payments"."status" IN ('paid', 'partial', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"student_id" integer,
	"external_id" integer,
	"school_inscription_id" integer,
	"school_inscription_concept_id" integer,
	"academy_inscription_id" integer,
	"concept_id" integer,
	"name" varchar(150) NOT NULL,
	"sat_code" varchar(8) NOT NULL,
	"unit_code" varchar(3) NOT NULL,
	"unit" varchar(30) DEFAULT 'Servicio' NOT NULL,
	"with_iva" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"payment_day" smallint NOT NULL,
	"due_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"payment_id" integer,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_status_ck" CHECK ("charges"."status" IN ('pending', 'paid', 'cancelled')),
	CONSTRAINT "charges_module_ck" CHECK ("charges"."module" IN (2, 3)),
	CONSTRAINT "charges_price_ck" CHECK ("charges"."price" >= 0 AND "charges"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_plan_concepts" ADD COLUMN "months" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "school_import_jobs" ADD CONSTRAINT "school_import_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_import_jobs" ADD CONSTRAINT "school_import_jobs_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_import_jobs" ADD CONSTRAINT "school_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_import_jobs" ADD CONSTRAINT "school_import_jobs_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscription_concepts" ADD CONSTRAINT "school_inscription_concepts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscription_concepts" ADD CONSTRAINT "school_inscription_concepts_inscription_id_school_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."school_inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscription_concepts" ADD CONSTRAINT "school_inscription_concepts_payment_plan_concept_id_payment_plan_concepts_id_fk" FOREIGN KEY ("payment_plan_concept_id") REFERENCES "public"."payment_plan_concepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscription_concepts" ADD CONSTRAINT "school_inscription_concepts_school_concept_id_school_concepts_id_fk" FOREIGN KEY ("school_concept_id") REFERENCES "public"."school_concepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_inscriptions" ADD CONSTRAINT "school_inscriptions_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_extra_charge_id_extra_charges_id_fk" FOREIGN KEY ("extra_charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payment_lines" ADD CONSTRAINT "charge_payment_lines_payment_id_charge_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."charge_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payment_lines" ADD CONSTRAINT "charge_payment_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payment_lines" ADD CONSTRAINT "charge_payment_lines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payment_lines" ADD CONSTRAINT "charge_payment_lines_external_id_externals_id_fk" FOREIGN KEY ("external_id") REFERENCES "public"."externals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payment_methods" ADD CONSTRAINT "charge_payment_methods_payment_id_charge_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."charge_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_external_id_externals_id_fk" FOREIGN KEY ("external_id") REFERENCES "public"."externals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_external_id_externals_id_fk" FOREIGN KEY ("external_id") REFERENCES "public"."externals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_school_inscription_id_school_inscriptions_id_fk" FOREIGN KEY ("school_inscription_id") REFERENCES "public"."school_inscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_school_inscription_concept_id_school_inscription_concepts_id_fk" FOREIGN KEY ("school_inscription_concept_id") REFERENCES "public"."school_inscription_concepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_academy_inscription_id_academy_inscriptions_id_fk" FOREIGN KEY ("academy_inscription_id") REFERENCES "public"."academy_inscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_import_jobs_file_uq" ON "school_import_jobs" USING btree ("company_id","kind","file_hash");--> statement-breakpoint
CREATE INDEX "school_inscription_concepts_inscription_idx" ON "school_inscription_concepts" USING btree ("inscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_inscriptions_active_uq" ON "school_inscriptions" USING btree ("company_id","student_id","cycle_id") WHERE "school_inscriptions"."status" = 'activa';--> statement-breakpoint
CREATE INDEX "school_inscriptions_student_idx" ON "school_inscriptions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "school_inscriptions_classroom_idx" ON "school_inscriptions" USING btree ("classroom_id","cycle_id");--> statement-breakpoint
CREATE INDEX "school_inscriptions_cycle_idx" ON "school_inscriptions" USING btree ("company_id","cycle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_scholarships_uq" ON "student_scholarships" USING btree ("student_id","extra_charge_id");--> statement-breakpoint
CREATE INDEX "charge_payment_lines_payment_idx" ON "charge_payment_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "charge_payment_lines_charge_idx" ON "charge_payment_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "charge_payment_methods_payment_idx" ON "charge_payment_methods" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_payments_folio_uq" ON "charge_payments" USING btree ("company_id","serie","folio");--> statement-breakpoint
CREATE INDEX "charge_payments_company_created_idx" ON "charge_payments" USING btree ("company_id","module","created_at");--> statement-breakpoint
CREATE INDEX "charge_payments_student_idx" ON "charge_payments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "charge_payments_family_idx" ON "charge_payments" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "charges_student_idx" ON "charges" USING btree ("student_id","status","due_date");--> statement-breakpoint
CREATE INDEX "charges_external_idx" ON "charges" USING btree ("external_id","status");--> statement-breakpoint
CREATE INDEX "charges_school_inscription_idx" ON "charges" USING btree ("school_inscription_id");--> statement-breakpoint
CREATE INDEX "charges_academy_inscription_idx" ON "charges" USING btree ("academy_inscription_id");--> statement-breakpoint
CREATE INDEX "charges_company_due_idx" ON "charges" USING btree ("company_id","module","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_inscription_concept_month_uq" ON "charges" USING btree ("school_inscription_concept_id","year","month") WHERE "charges"."status" <> 'cancelled';