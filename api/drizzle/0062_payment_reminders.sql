-- E-mail reminders of school charges to the families' tutors (docs/adr/0030-payment-reminders.md): per campus whether
-- to send and how many days before the due date, and one row per charge and stage sent — its primary key is what
-- keeps a reminder from going twice across restarts and API instances.
CREATE TABLE "campus_reminder_settings" (
	"campus_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_before" integer DEFAULT 3 NOT NULL,
	"enabled_since" date,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_reminder_settings_days_ck" CHECK ("days_before" BETWEEN 0 AND 30)
);
--> statement-breakpoint
ALTER TABLE "campus_reminder_settings" ADD CONSTRAINT "campus_reminder_settings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campus_reminder_settings" ADD CONSTRAINT "campus_reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campus_reminder_settings" ADD CONSTRAINT "campus_reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "charge_reminders" (
	"charge_id" integer NOT NULL,
	"stage" varchar(10) NOT NULL,
	"company_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_reminders_pk" PRIMARY KEY ("charge_id", "stage"),
	CONSTRAINT "charge_reminders_stage_ck" CHECK ("stage" IN ('antes', 'vencido'))
);
--> statement-breakpoint
ALTER TABLE "charge_reminders" ADD CONSTRAINT "charge_reminders_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "charge_reminders" ADD CONSTRAINT "charge_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "charge_reminders_family_idx" ON "charge_reminders" USING btree ("company_id", "family_id");
