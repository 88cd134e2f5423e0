-- Online payments of the families' portal (docs/adr/0029-online-payments.md): what a tutor started to pay through a
-- gateway (card, OXXO, SPEI), the charges it holds while it waits, and every provider event applied (once, by id).
CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"method" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"charged" numeric(14, 2),
	"lines" jsonb NOT NULL,
	"provider_ref" varchar(120),
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"instructions" jsonb,
	"card_last4" varchar(4) DEFAULT '' NOT NULL,
	"card_funding" varchar(6),
	"expires_at" timestamp with time zone,
	"payment_id" integer,
	"failure_reason" text DEFAULT '' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"processing_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_provider_ref_uq" UNIQUE("provider","provider_ref"),
	CONSTRAINT "online_payments_method_ck" CHECK ("method" IN ('card', 'oxxo', 'spei')),
	CONSTRAINT "online_payments_status_ck" CHECK ("status" IN ('pending', 'paid', 'failed', 'review', 'refunded', 'disputed', 'cancelled', 'expired')),
	CONSTRAINT "online_payments_amount_ck" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_payment_id_charge_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."charge_payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "online_payments_company_idx" ON "online_payments" USING btree ("company_id","status","created_at");
--> statement-breakpoint
CREATE INDEX "online_payments_family_idx" ON "online_payments" USING btree ("company_id","family_id","created_at");
--> statement-breakpoint
CREATE TABLE "online_payment_charges" (
	"online_payment_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "online_payment_charges_pk" PRIMARY KEY("online_payment_id","charge_id")
);
--> statement-breakpoint
ALTER TABLE "online_payment_charges" ADD CONSTRAINT "online_payment_charges_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payment_charges" ADD CONSTRAINT "online_payment_charges_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A charge is held by at most one online payment waiting to be paid: two tabs paying the same charges pay once.
CREATE UNIQUE INDEX "online_payment_charges_active_uq" ON "online_payment_charges" USING btree ("charge_id") WHERE "active";
--> statement-breakpoint
CREATE TABLE "online_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(60) NOT NULL,
	"online_payment_id" integer,
	"outcome" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_events_uq" UNIQUE("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "online_payment_events_payment_idx" ON "online_payment_events" USING btree ("online_payment_id");
