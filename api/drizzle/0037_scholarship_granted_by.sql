-- Who granted a student's scholarship and when: written each time it is assigned or switched on again, so the
-- screens say who decided it.
ALTER TABLE "student_scholarships" ADD COLUMN IF NOT EXISTS "granted_by" integer REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD COLUMN IF NOT EXISTS "granted_at" timestamp with time zone;
