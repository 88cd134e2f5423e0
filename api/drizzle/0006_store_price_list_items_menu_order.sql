CREATE TABLE "store_price_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"price_with_iva" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_price_list_items_price_ck" CHECK ("store_price_list_items"."price" >= 0 AND "store_price_list_items"."price_with_iva" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "menu_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_price_list_items" ADD CONSTRAINT "store_price_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_price_list_items" ADD CONSTRAINT "store_price_list_items_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_price_list_items" ADD CONSTRAINT "store_price_list_items_price_list_id_store_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."store_price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_price_list_items" ADD CONSTRAINT "store_price_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_price_list_items_uq" ON "store_price_list_items" USING btree ("price_list_id","product_id");--> statement-breakpoint
CREATE INDEX "store_price_list_items_product_idx" ON "store_price_list_items" USING btree ("product_id");