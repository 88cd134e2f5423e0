-- How a branch office's store closes its registers: with a blind close the cashier types every count before the
-- expected amounts and the differences are shown. One row per branch office; none means the defaults.
CREATE TABLE "store_register_settings" (
	"branch_office_id" integer PRIMARY KEY NOT NULL REFERENCES "branch_offices"("id"),
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"blind_close" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
