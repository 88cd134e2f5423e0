CREATE TABLE "cash_register_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"cash_register_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"method_id" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_register_movements_type_ck" CHECK ("cash_register_movements"."type" IN ('entrada', 'salida')),
	CONSTRAINT "cash_register_movements_amount_ck" CHECK ("cash_register_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_register_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cash_register_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"transaction_type_id" integer NOT NULL,
	"payment_id" integer,
	"movement_id" integer,
	"sale_id" integer,
	"method_id" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"cashier_id" integer NOT NULL,
	"opening_amount" numeric(14, 2) NOT NULL,
	"open_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"closing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_registers_opening_ck" CHECK ("cash_registers"."opening_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"company_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"scope" varchar(30) NOT NULL,
	"user_id" integer NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"received_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_ck" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_ck" CHECK ("purchase_order_lines"."received_quantity" >= 0 AND "purchase_order_lines"."received_quantity" <= "purchase_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" varchar(24) DEFAULT 'borrador' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"expected_date" date,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"stock_after" numeric(14, 3) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reference_type" varchar(20) NOT NULL,
	"reference_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_folio_counters" (
	"company_id" integer NOT NULL,
	"serie" varchar(25) NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "store_folio_counters_company_id_serie_pk" PRIMARY KEY("company_id","serie")
);
--> statement-breakpoint
CREATE TABLE "store_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"serie" varchar(25) NOT NULL,
	"folio" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer,
	"student_id" integer,
	"valid_until" date NOT NULL,
	"status" varchar(12) DEFAULT 'vigente' NOT NULL,
	"sale_id" integer,
	"gross" numeric(14, 2) NOT NULL,
	"discounts" numeric(14, 2) NOT NULL,
	"surcharges" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"product_code" varchar(60) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"returned_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"unit_measurement" varchar(3) NOT NULL,
	"unity" smallint NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"price_with_iva" numeric(14, 2) NOT NULL,
	"is_iva" boolean NOT NULL,
	"extra_charges" jsonb NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"discounts" numeric(14, 2) NOT NULL,
	"surcharges" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "store_sale_lines_quantity_ck" CHECK ("store_sale_lines"."quantity" > 0),
	CONSTRAINT "store_sale_lines_returned_ck" CHECK ("store_sale_lines"."returned_quantity" >= 0 AND "store_sale_lines"."returned_quantity" <= "store_sale_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "store_sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"cash_register_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"method_id" smallint NOT NULL,
	"bank_id" smallint,
	"amount" numeric(14, 2) NOT NULL,
	"received" numeric(14, 2) NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"payment_status" varchar(12) DEFAULT 'pagado' NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_office_id" integer NOT NULL,
	"serie" varchar(25) NOT NULL,
	"folio" integer NOT NULL,
	"cash_register_id" integer NOT NULL,
	"cashier_id" integer NOT NULL,
	"client_id" integer,
	"student_id" integer,
	"quotation_id" integer,
	"sale_type" varchar(10) DEFAULT 'regular' NOT NULL,
	"status" varchar(20) NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"discounts" numeric(14, 2) NOT NULL,
	"surcharges" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"change" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refunded" numeric(14, 2) DEFAULT '0' NOT NULL,
	"returned_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_transactions" ADD CONSTRAINT "cash_register_transactions_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_transactions" ADD CONSTRAINT "cash_register_transactions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_transactions" ADD CONSTRAINT "cash_register_transactions_transaction_type_id_transaction_types_id_fk" FOREIGN KEY ("transaction_type_id") REFERENCES "public"."transaction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_transactions" ADD CONSTRAINT "cash_register_transactions_payment_id_store_sale_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."store_sale_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_transactions" ADD CONSTRAINT "cash_register_transactions_movement_id_cash_register_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."cash_register_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_transactions" ADD CONSTRAINT "cash_register_transactions_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_provider_id_warehouse_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."warehouse_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_folio_counters" ADD CONSTRAINT "store_folio_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_quotations" ADD CONSTRAINT "store_quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_quotations" ADD CONSTRAINT "store_quotations_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_quotations" ADD CONSTRAINT "store_quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_quotations" ADD CONSTRAINT "store_quotations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_quotations" ADD CONSTRAINT "store_quotations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_quotations" ADD CONSTRAINT "store_quotations_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_payments" ADD CONSTRAINT "store_sale_payments_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_payments" ADD CONSTRAINT "store_sale_payments_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_payments" ADD CONSTRAINT "store_sale_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_register_movements_register_idx" ON "cash_register_movements" USING btree ("cash_register_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_register_transactions_payment_uq" ON "cash_register_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "cash_register_transactions_register_idx" ON "cash_register_transactions" USING btree ("cash_register_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_one_open_uq" ON "cash_registers" USING btree ("cashier_id","branch_office_id") WHERE "cash_registers"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cash_registers_branch_idx" ON "cash_registers" USING btree ("branch_office_id","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_branch_idx" ON "purchase_orders" USING btree ("branch_office_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_quotations_folio_uq" ON "store_quotations" USING btree ("company_id","serie","folio");--> statement-breakpoint
CREATE INDEX "store_quotations_branch_idx" ON "store_quotations" USING btree ("branch_office_id","id");--> statement-breakpoint
CREATE INDEX "store_sale_lines_sale_idx" ON "store_sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "store_sale_payments_sale_idx" ON "store_sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "store_sale_payments_register_idx" ON "store_sale_payments" USING btree ("cash_register_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_sales_folio_uq" ON "store_sales" USING btree ("company_id","serie","folio");--> statement-breakpoint
CREATE INDEX "store_sales_branch_created_idx" ON "store_sales" USING btree ("branch_office_id","created_at");--> statement-breakpoint
CREATE INDEX "store_sales_register_idx" ON "store_sales" USING btree ("cash_register_id");