CREATE TABLE "store_sale_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_sale_instalments" ADD CONSTRAINT "store_sale_instalments_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_sale_instalments_sale_number_uq" ON "store_sale_instalments" USING btree ("sale_id","number");