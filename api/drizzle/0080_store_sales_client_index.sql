-- A client's sales, for the credit still available (store/sales/sales.service.ts, clientCredit), read at every
-- fiado checkout: without it the balance scanned every sale of the company (200,000 in the volume seed).
CREATE INDEX IF NOT EXISTS "store_sales_client_idx" ON "store_sales" USING btree ("client_id") WHERE "client_id" IS NOT NULL;
