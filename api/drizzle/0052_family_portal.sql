-- The families' portal: a company's «Tutor» role is marked (it sees only the portal), and each tutor user is
-- linked to the one family whose data the portal shows them. The invitation's one-time key is a password_resets row.
ALTER TABLE "roles" ADD COLUMN "is_tutor" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "family_tutors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_tutors_user_uq" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "family_tutors" ADD CONSTRAINT "family_tutors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_tutors" ADD CONSTRAINT "family_tutors_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_tutors" ADD CONSTRAINT "family_tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_tutors" ADD CONSTRAINT "family_tutors_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "family_tutors_family_idx" ON "family_tutors" USING btree ("company_id","family_id");
