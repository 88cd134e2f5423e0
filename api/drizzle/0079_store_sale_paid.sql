-- What a store sale has been paid, net (payments and abonos, less refunds), kept on the sale (ADR 0043): the store's
-- income reports count the sales paid in full over five years without summing every sale's payments first. The
-- checkout's writing statement sets it (store/sales/checkout.ts), an abono and a refund add to it in their
-- transaction (store/sales/sales.service.ts, returns.ts). A constant default: adding the column rewrites nothing.
ALTER TABLE "store_sales" ADD COLUMN IF NOT EXISTS "paid" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
UPDATE "store_sales" s SET "paid" = p.paid
FROM (SELECT sale_id, sum(amount) AS paid FROM "store_sale_payments" GROUP BY sale_id) p
WHERE p.sale_id = s.id AND p.paid <> 0;
