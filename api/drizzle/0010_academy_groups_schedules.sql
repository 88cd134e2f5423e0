CREATE TABLE "academy_group_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"concept_id" integer NOT NULL,
	"due_day" smallint DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_group_concepts_due_day_ck" CHECK ("academy_group_concepts"."due_day" BETWEEN 1 AND 31)
);
--> statement-breakpoint
CREATE TABLE "academy_group_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_group_schedules_day_ck" CHECK ("academy_group_schedules"."day_of_week" BETWEEN 1 AND 7),
	CONSTRAINT "academy_group_schedules_hours_ck" CHECK ("academy_group_schedules"."start_time" < "academy_group_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "academy_inscription_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"inscription_id" integer NOT NULL,
	"concept_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"due_day" smallint DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academy_activities" ADD COLUMN "category" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_activities" ADD COLUMN "picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_groups" ADD COLUMN "place" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_groups" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "academy_groups" ADD COLUMN "max_age" smallint;--> statement-breakpoint
ALTER TABLE "academy_groups" ADD COLUMN "grade_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_groups" ADD COLUMN "enrolled" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_inscriptions" ADD COLUMN "drop_date" date;--> statement-breakpoint
ALTER TABLE "academy_inscriptions" ADD COLUMN "drop_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "tutor_phone" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "tutor_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "rfc" varchar(13) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "business_name" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "tax_regime" varchar(3) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "zip" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "externals" ADD COLUMN "cfdi_use" varchar(4) DEFAULT 'D10' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_group_concepts" ADD CONSTRAINT "academy_group_concepts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_group_concepts" ADD CONSTRAINT "academy_group_concepts_group_id_academy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."academy_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_group_concepts" ADD CONSTRAINT "academy_group_concepts_concept_id_academy_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."academy_concepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_group_schedules" ADD CONSTRAINT "academy_group_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_group_schedules" ADD CONSTRAINT "academy_group_schedules_group_id_academy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."academy_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_inscription_concepts" ADD CONSTRAINT "academy_inscription_concepts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_inscription_concepts" ADD CONSTRAINT "academy_inscription_concepts_inscription_id_academy_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."academy_inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_inscription_concepts" ADD CONSTRAINT "academy_inscription_concepts_concept_id_academy_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."academy_concepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_group_concepts_uq" ON "academy_group_concepts" USING btree ("group_id","concept_id");--> statement-breakpoint
CREATE INDEX "academy_group_schedules_group_idx" ON "academy_group_schedules" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_inscription_concepts_uq" ON "academy_inscription_concepts" USING btree ("inscription_id","concept_id");--> statement-breakpoint
CREATE INDEX "academy_inscriptions_group_idx" ON "academy_inscriptions" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_inscriptions_student_uq" ON "academy_inscriptions" USING btree ("group_id","student_id") WHERE "academy_inscriptions"."status" = 'activa' AND "academy_inscriptions"."deleted_at" IS NULL AND "academy_inscriptions"."student_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_inscriptions_external_uq" ON "academy_inscriptions" USING btree ("group_id","external_id") WHERE "academy_inscriptions"."status" = 'activa' AND "academy_inscriptions"."deleted_at" IS NULL AND "academy_inscriptions"."external_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_groups" ADD CONSTRAINT "academy_groups_enrolled_ck" CHECK ("academy_groups"."enrolled" >= 0 AND "academy_groups"."enrolled" <= "academy_groups"."capacity");--> statement-breakpoint
ALTER TABLE "academy_inscriptions" ADD CONSTRAINT "academy_inscriptions_person_ck" CHECK (("academy_inscriptions"."student_id" IS NULL) <> ("academy_inscriptions"."external_id" IS NULL));