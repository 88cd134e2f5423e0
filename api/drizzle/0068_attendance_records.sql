-- Attendance taken on the sheet: one row per person, group and day (present, absent or late), for school
-- groups (classrooms) and academy groups. Saving a day's sheet again replaces its rows.
CREATE TABLE "school_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_attendance_uq" UNIQUE("classroom_id","day","student_id"),
	CONSTRAINT "school_attendance_status_ck" CHECK ("status" IN ('presente', 'ausente', 'retardo'))
);
--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "school_attendance_student_idx" ON "school_attendance" USING btree ("student_id","day");
--> statement-breakpoint
CREATE TABLE "academy_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"inscription_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_attendance_uq" UNIQUE("inscription_id","day"),
	CONSTRAINT "academy_attendance_status_ck" CHECK ("status" IN ('presente', 'ausente', 'retardo'))
);
--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_group_id_academy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."academy_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_inscription_id_academy_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."academy_inscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "academy_attendance_group_day_idx" ON "academy_attendance" USING btree ("group_id","day");
