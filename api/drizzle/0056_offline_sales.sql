-- Sales made by the point of sale without a connection (docs/offline-pos.md, ADR 0027). Such a sale arrives later
-- with the register and device it was made on, its provisional number (per register and device, never reused)
-- and the time it was made; what the server could not accept as sold is recorded anyway and flagged for review.
ALTER TABLE "store_sales" ADD COLUMN "offline_register_id" integer REFERENCES "cash_registers"("id");--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "offline_device" varchar(40);--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "offline_number" integer;--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "offline_sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "reviewed_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_offline_ck" CHECK (("offline_device" IS NULL) = ("offline_number" IS NULL) AND ("offline_device" IS NULL) = ("offline_sold_at" IS NULL) AND ("offline_device" IS NULL) = ("offline_register_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "store_sales_offline_number_uq" ON "store_sales" ("offline_register_id", "offline_device", "offline_number") WHERE "offline_device" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "store_sales_review_idx" ON "store_sales" ("branch_office_id", "id") WHERE "review_reason" IS NOT NULL;--> statement-breakpoint
-- Stock below zero is what an offline sale of goods the shop no longer had leaves; every other path still refuses it.
ALTER TABLE "products" DROP CONSTRAINT "products_stock_ck";
