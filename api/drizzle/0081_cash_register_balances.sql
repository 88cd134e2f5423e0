-- What each store register holds per payment method beyond its opening amount (payments and abonos, less refunds,
-- plus entradas, less salidas), kept by the database (ADR 0049): the checkout checks that a sale keeps the register
-- within what its close can store, and summing every payment of the register at each sale made a sale's cost grow
-- with the shift. One row per register, the amounts by method id as exact JSON numbers ({"1": 1234.50}).
CREATE TABLE IF NOT EXISTS "cash_register_balances" (
  "cash_register_id" integer PRIMARY KEY REFERENCES "cash_registers" ("id") ON DELETE CASCADE,
  "by_method" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
-- Adds `delta` to a register's amount for a method. Called at commit (deferred triggers below), so a sale holds
-- the register's row only while its commit is written, after the folio it already waits for (ADR 0011): one row
-- per register, so payments of several methods cannot lock in two orders.
CREATE OR REPLACE FUNCTION mikro_cash_register_add(register integer, method integer, delta numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cash_register_balances AS b (cash_register_id, by_method)
  VALUES (register, jsonb_build_object(method::text, delta))
  ON CONFLICT (cash_register_id) DO UPDATE
  SET by_method = b.by_method || jsonb_build_object(method::text, coalesce((b.by_method ->> method::text)::numeric, 0) + delta)
$$;
--> statement-breakpoint
-- A payment row adds its amount (refunds are negative); a movement row adds an entrada and takes off a salida.
-- Each table has its own function: a row's fields are resolved when the function is planned.
CREATE OR REPLACE FUNCTION mikro_cash_register_payment_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM mikro_cash_register_add(OLD.cash_register_id, OLD.method_id, -OLD.amount);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM mikro_cash_register_add(NEW.cash_register_id, NEW.method_id, NEW.amount);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mikro_cash_register_movement_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM mikro_cash_register_add(OLD.cash_register_id, OLD.method_id, CASE WHEN OLD.type = 'salida' THEN OLD.amount ELSE -OLD.amount END);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM mikro_cash_register_add(NEW.cash_register_id, NEW.method_id, CASE WHEN NEW.type = 'salida' THEN -NEW.amount ELSE NEW.amount END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "store_sale_payments_balance" ON "store_sale_payments";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "store_sale_payments_balance" AFTER INSERT OR UPDATE OF cash_register_id, method_id, amount OR DELETE
  ON "store_sale_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mikro_cash_register_payment_balance();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cash_register_movements_balance" ON "cash_register_movements";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cash_register_movements_balance" AFTER INSERT OR UPDATE OF cash_register_id, method_id, type, amount OR DELETE
  ON "cash_register_movements" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mikro_cash_register_movement_balance();
--> statement-breakpoint
INSERT INTO "cash_register_balances" (cash_register_id, by_method)
SELECT cash_register_id, jsonb_object_agg(method_id::text, amount) FROM (
  SELECT cash_register_id, method_id, sum(amount) AS amount FROM (
    SELECT cash_register_id, method_id, amount FROM "store_sale_payments"
    UNION ALL
    SELECT cash_register_id, method_id, CASE WHEN type = 'salida' THEN -amount ELSE amount END FROM "cash_register_movements"
  ) AS flow GROUP BY cash_register_id, method_id
) AS sums GROUP BY cash_register_id
ON CONFLICT (cash_register_id) DO NOTHING;
