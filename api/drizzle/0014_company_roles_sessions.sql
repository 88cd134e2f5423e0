CREATE TABLE "login_attempts" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_name_unique";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "roles" SET "company_id" = (SELECT min("id") FROM "companies");--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_platform_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "roles" SET "is_platform_operator" = true WHERE "id" = 1;--> statement-breakpoint
INSERT INTO "roles" ("company_id", "name", "description", "is_active")
  SELECT DISTINCT u."company_id", r."name", r."description", r."is_active" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE r."company_id" <> u."company_id";--> statement-breakpoint
UPDATE "users" u SET "role_id" = c."id" FROM "roles" r, "roles" c
  WHERE r."id" = u."role_id" AND r."company_id" <> u."company_id" AND c."company_id" = u."company_id" AND c."name" = r."name";--> statement-breakpoint
ALTER TABLE "role_permissions" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "role_permissions" rp SET "company_id" = r."company_id" FROM "roles" r WHERE r."id" = rp."role_id";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "route_id", "action_id", "company_id")
  SELECT c."id", rp."route_id", rp."action_id", c."company_id" FROM "roles" c
  JOIN "roles" r ON r."name" = c."name" AND r."company_id" <> c."company_id"
  JOIN "role_permissions" rp ON rp."role_id" = r."id"
  WHERE NOT EXISTS (SELECT 1 FROM "role_permissions" own WHERE own."role_id" = c."id")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "role_permissions" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
UPDATE "user_sessions" SET "expires_at" = "created_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name_uq" ON "roles" USING btree ("company_id","name");
