// The checkout's database work in few round trips (ADR 0011). A sale is written by fixed statements (the same
// text whatever the number of lines, so PostgreSQL prepares each once per connection): the opening (the
// idempotency claim, the open register and everything pricing reads), ONE statement for stock, sale, lines,
// kardex, payments and their cash-register transactions, and the folio last. On PostgreSQL the checkout holds
// its own pooled connection and sends that last statement together with its COMMIT, so the folio counter's
// lock is released by the commit that follows it at once, with no round trip to this process in between.
import type { AppDatabase, Executor } from '../../../db/client';
import { inFixedTransaction, onExecutor as fixedOnExecutor, type FixedStatement, type FixedStatements, type TransactionShape } from '../../../db/fixed-transaction';
import { HttpError } from '../../../plugins/errors';
import { NO_OPEN_REGISTER } from '../cash-register/cash-register.service';
import type { StoreContext } from '../shared/context';
import { storedResponse, type IdempotencyClaim } from '../../../shared/idempotency';
import type { PricingListItem, PricingPriceList, PricingProduct, PricingReads } from '../shared/pricing';
import { Money, toDomainCharge } from '@mikro/domain';

export type { FixedStatement } from '../../../db/fixed-transaction';

/** Where a sale is written: a drizzle executor for the reads that use it, and how fixed statements run there. */
export interface SaleStatements {
  db: Executor;
  run<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
  /** The transaction's first statement (on PostgreSQL sent with the BEGIN). */
  first<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
  /** The transaction's last statement (on the checkout's own PostgreSQL connection, sent with the COMMIT). */
  last<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
}

/** The sale's view of the shared runner's statements: its last statement is one, alone with the COMMIT. */
function saleStatements(statements: FixedStatements): SaleStatements {
  return {
    db: statements.db,
    run: statements.run,
    first: statements.first,
    last: async <R>(statement: FixedStatement, values: unknown[]) => {
      const [rows] = await statements.last([[statement, values]]);
      return (rows ?? []) as R[];
    },
  };
}

/** Fixed statements on a drizzle executor (a transaction of PGlite or PostgreSQL), as ordinary statements. */
export function onExecutor(db: Executor): SaleStatements {
  return saleStatements(fixedOnExecutor(db));
}

// --- The statements -----------------------------------------------------------------------------------------

/** The open register of the cashier in the branch office (shared lock: it cannot close under the sale). */
const REGISTER_SELECT = (user: string, branch: string) => `SELECT r.id, u.name AS cashier_name FROM cash_registers r JOIN users u ON u.id = r.cashier_id
  WHERE r.cashier_id = ${user} AND r.branch_office_id = ${branch} AND r.closed_at IS NULL FOR SHARE OF r`;

/**
 * What a checkout reads before it writes, in one statement: the Idempotency-Key claimed with the request's hash
 * (`claimed` 0 when another request holds it; variant with a key), the open register, and what pricing asks (PricingReads):
 * the live products of the sale, the price lists they or the request name, those lists' prices for these
 * products, and the charges requested or listed for the branch office; and what the register expects per method:
 * its opening plus the balance the database keeps for it (ADR 0049), one row however long the shift.
 * Numbers as text, as drizzle reads them.
 */
function openingStatement(withKey: boolean): FixedStatement {
  // $1 user, $2 branch office, $3 company; with a key $4 key, $5 scope, $6 status; then product ids, price list,
  // charge ids; with a key $10, the request's hash; last whether the sale was made offline (deleted products too).
  const [ids, list, charges, offline] = withKey ? ['$7', '$8', '$9', '$11'] : ['$4', '$5', '$6', '$7'];
  const claim = withKey
    ? `claim AS (
        INSERT INTO idempotency_keys (company_id, key, scope, user_id, status_code, request_hash) VALUES ($3, $4, $5, $1, $6, $10)
        ON CONFLICT DO NOTHING RETURNING 1),`
    : '';
  return {
    name: withKey ? 'checkout_opening_key' : 'checkout_opening',
    text: `WITH ${claim}
    prod AS (SELECT * FROM products WHERE id = ANY(${ids}::int[]) AND company_id = $3 AND (deleted_at IS NULL OR ${offline}::boolean)),
    lists AS (SELECT * FROM store_price_lists WHERE company_id = $3 AND (id = ${list}::int OR id IN (SELECT store_price_list_id FROM prod)))
    SELECT ${withKey ? '(SELECT count(*) FROM claim)::int' : 'NULL::int'} AS claimed, reg.id, reg.cashier_name,
      (SELECT json_agg(json_build_object('id', id, 'isActive', is_active, 'branchOfficeId', branch_office_id, 'name', name, 'code', code,
        'storePriceListId', store_price_list_id, 'price', price::text, 'priceWithIVA', price_with_iva::text, 'IVA', iva, 'taxObject', tax_object,
        'unitMeasurement', unit_measurement, 'unity', unity, 'deleted', deleted_at IS NOT NULL) ORDER BY id) FROM prod) AS products,
      (SELECT border_region FROM branch_offices WHERE id = $2) AS border_region,
      (SELECT json_agg(json_build_object('id', id, 'name', name, 'branchOfficeId', branch_office_id, 'percentage', percentage::text,
        'isActive', is_active, 'deletedAt', deleted_at::text) ORDER BY id) FROM lists) AS price_lists,
      (SELECT json_agg(json_build_object('listId', i.price_list_id, 'productId', i.product_id, 'price', i.price::text,
        'priceWithIVA', i.price_with_iva::text)) FROM store_price_list_items i
        WHERE i.price_list_id IN (SELECT id FROM lists) AND i.product_id = ANY(${ids}::int[])) AS list_items,
      (SELECT json_agg(json_build_object('id', ec.id, 'name', ec.name, 'quantity', ec.quantity::text, 'typeApplication', ec.type_application,
        'operation', ec.operation, 'startDay', ec.start_day, 'endDay', ec.end_day, 'startDate', ec.start_date::text, 'endDate', ec.end_date::text,
        'isActive', ec.is_active, 'applicationForm', ec.application_form, 'kind', ect.kind, 'listed', sac.id IS NOT NULL) ORDER BY ec.id)
        FROM extra_charges ec JOIN extra_charge_types ect ON ect.id = ec.extra_charges_type_id
        LEFT JOIN store_automatic_charges sac ON sac.extra_charge_id = ec.id AND sac.branch_office_id = $2
        WHERE ec.company_id = $3 AND ec.is_active AND ec.deleted_at IS NULL AND (ec.id = ANY(${charges}::int[]) OR sac.id IS NOT NULL)) AS charges,
      (SELECT json_object_agg(f.method_id, f.amount) FROM (SELECT flow.method_id, sum(flow.amount)::text AS amount FROM (
          SELECT '1' AS method_id, r.opening_amount AS amount FROM cash_registers r WHERE r.id = reg.id
          UNION ALL SELECT m.key, m.value::numeric FROM cash_register_balances b, jsonb_each_text(b.by_method) AS m
            WHERE b.cash_register_id = reg.id
        ) AS flow GROUP BY flow.method_id) AS f) AS expected
    FROM (SELECT 1) AS one LEFT JOIN LATERAL (${REGISTER_SELECT('$1', '$2')}) AS reg ON true`,
  };
}

export const OPENING = openingStatement(false);
export const OPENING_WITH_KEY = openingStatement(true);

type ChargeRow = Parameters<typeof toDomainCharge>[0] & { kind: number; listed: boolean };

interface Opening {
  claimed: number | null;
  id: number | null;
  cashier_name: string | null;
  products: (PricingProduct & { deleted: boolean })[] | null;
  price_lists: PricingPriceList[] | null;
  list_items: PricingListItem[] | null;
  charges: ChargeRow[] | null;
  /** Whether the branch office is in SAT's border region (sells at IVA 8 %). */
  border_region: boolean | null;
  /** What the open register expects per payment method (opening, payments, movements), as text by method id. */
  expected: Record<string, string> | null;
}

/**
 * PricingReads answered from the opening statement (each answer filtered to the question, as the queries would).
 * For an offline sale the products deleted or deactivated since are priced as live ones, and `flagged` hears of them.
 */
function openingReads(opening: Opening, flagged: OfflineProductFlags | null): PricingReads {
  const products = (opening.products ?? []).map(({ deleted, ...product }) => {
    if (!flagged || (!deleted && product.isActive)) return product;
    if (deleted) flagged.deleted.push(product.name);
    else flagged.inactive.push(product.name);
    return { ...product, isActive: true };
  });
  const lists = opening.price_lists ?? [];
  const items = opening.list_items ?? [];
  const charges = (opening.charges ?? []).map((row) => ({ charge: toDomainCharge(row, row.kind), listed: row.listed }));
  return {
    products: async (ids) => products.filter((product) => ids.includes(product.id)),
    priceLists: async (ids) => lists.filter((list) => ids.includes(list.id)),
    listItems: async (listIds, productIds) => items.filter((item) => listIds.includes(item.listId) && productIds.includes(item.productId)),
    chargeCandidates: async (ids) => charges.filter(({ charge, listed }) => listed || ids.includes(charge.id)),
    borderRegion: async () => opening.border_region === true,
  };
}

/**
 * Stock, sale, lines, kardex, payments and cash-register transactions in one statement; the sale carries what its
 * payments add up to (store_sales.paid, ADR 0043). The products are
 * locked in id order first (no deadlock between sales); each loses its quantity only if it has it, and the
 * sale and everything hanging from it are written only when every product did (otherwise the caller rolls
 * back and names the first product short of stock); an offline sale ($44) takes it even below zero, since the goods
 * already left the shop. The sale gets the provisional folio -id.
 */
export const WRITE_SALE: FixedStatement = {
  name: 'checkout_write_sale',
  text: `WITH locked AS MATERIALIZED (SELECT id FROM products WHERE id = ANY($3::int[]) ORDER BY id FOR UPDATE),
    upd AS (
      UPDATE products AS p SET stock = p.stock - v.qty, updated_at = now()
      FROM unnest($3::int[], $4::numeric[]) AS v(id, qty)
      WHERE p.id = v.id AND (p.stock >= v.qty OR $44::boolean) AND (SELECT count(*) FROM locked) = cardinality($3::int[])
      RETURNING p.id, p.stock, v.qty),
    next_sale AS (
      SELECT nextval(pg_get_serial_sequence('store_sales', 'id'))::int AS id
      WHERE (SELECT count(*) FROM upd) = cardinality($3::int[])),
    sale AS (
      INSERT INTO store_sales (id, created_at, company_id, branch_office_id, serie, folio, cash_register_id, cashier_id, client_id,
        student_id, quotation_id, sale_type, status, gross, discounts, surcharges, subtotal, tax, total, change, notes, paid)
      SELECT n.id, $21::timestamptz, $1::int, $2::int, $5::text, -n.id, $6::int, $7::int, $8::int, $9::int, $10::int, $11::text, $12::text,
        $13::numeric, $14::numeric, $15::numeric, $16::numeric, $17::numeric, $18::numeric, $19::numeric, $20::text,
        (SELECT coalesce(sum(a), 0) FROM unnest($40::numeric[]) AS a)
      FROM next_sale AS n
      RETURNING id),
    lines AS (
      INSERT INTO store_sale_lines (sale_id, product_id, product_name, product_code, quantity, unit_measurement, unity, price,
        price_with_iva, is_iva, extra_charges, gross, discounts, surcharges, subtotal, tax, total)
      SELECT sale.id, l.product_id, l.product_name, l.product_code, l.quantity, l.unit_measurement, l.unity, l.price,
        l.price_with_iva, l.is_iva, l.extra_charges, l.gross, l.discounts, l.surcharges, l.subtotal, l.tax, l.total
      FROM sale, unnest($22::int[], $23::text[], $24::text[], $25::numeric[], $26::text[], $27::smallint[], $28::numeric[], $29::numeric[],
        $30::boolean[], $31::jsonb[], $32::numeric[], $33::numeric[], $34::numeric[], $35::numeric[], $36::numeric[], $37::numeric[])
        WITH ORDINALITY AS l(product_id, product_name, product_code, quantity, unit_measurement, unity, price, price_with_iva, is_iva,
          extra_charges, gross, discounts, surcharges, subtotal, tax, total, ord)
      ORDER BY l.ord
      RETURNING *),
    kardex AS (
      INSERT INTO stock_movements (company_id, branch_office_id, product_id, type, quantity, stock_after, reason, reference_type, reference_id, user_id)
      SELECT $1::int, $2::int, upd.id, 'venta', -upd.qty, upd.stock, $45::text, 'sale', sale.id, $7::int
      FROM sale, upd ORDER BY upd.id),
    pay AS (
      INSERT INTO store_sale_payments (sale_id, cash_register_id, kind, method_id, bank_id, amount, received, reference, user_id)
      SELECT sale.id, $6::int, 'pago', p.method_id, p.bank_id, p.amount, p.received, p.reference, $7::int
      FROM sale, unnest($38::smallint[], $39::smallint[], $40::numeric[], $41::numeric[], $42::text[]) WITH ORDINALITY
        AS p(method_id, bank_id, amount, received, reference, ord)
      ORDER BY p.ord
      RETURNING *),
    register_transactions AS (
      INSERT INTO cash_register_transactions (cash_register_id, agent_id, transaction_type_id, payment_id, sale_id, method_id, amount, notes)
      SELECT $6::int, $7::int, $43::int, pay.id, pay.sale_id, pay.method_id, pay.amount, 'Venta' FROM pay)
    SELECT (SELECT id FROM sale) AS sale_id,
      (SELECT array_agg(id ORDER BY id) FROM upd) AS updated,
      (SELECT json_agg(json_build_object('id', id, 'stock', stock::text) ORDER BY id) FROM upd WHERE stock < 0) AS below_zero,
      (SELECT json_agg(json_build_object('id', id, 'saleId', sale_id, 'productId', product_id, 'productName', product_name,
        'productCode', product_code, 'quantity', quantity::text, 'returnedQuantity', returned_quantity::text,
        'unitMeasurement', unit_measurement, 'unity', unity, 'price', price::text, 'priceWithIVA', price_with_iva::text, 'isIva', is_iva,
        'extraCharges', extra_charges, 'gross', gross::text, 'discounts', discounts::text, 'surcharges', surcharges::text,
        'subtotal', subtotal::text, 'tax', tax::text, 'total', total::text) ORDER BY id) FROM lines) AS lines,
      (SELECT json_agg(json_build_object('id', id, 'saleId', sale_id, 'cashRegisterId', cash_register_id, 'kind', kind,
        'methodId', method_id, 'bankId', bank_id, 'amount', amount::text, 'received', received::text, 'reference', reference,
        'paymentStatus', payment_status, 'userId', user_id, 'createdAt', created_at::text) ORDER BY id) FROM pay) AS payments`,
};

/** The name and stock of a product (the 409 of a sale short of stock). */
export const PRODUCT_STOCK: FixedStatement = { name: 'checkout_product_stock', text: 'SELECT name, stock::text AS stock FROM products WHERE id = $1' };

/** The folio, taken last (see shared/folio.ts): alone, or with the idempotency key's stored answer. */
export const FOLIO: FixedStatement = {
  name: 'checkout_folio',
  text: `WITH counter AS (
      INSERT INTO store_folio_counters (company_id, serie, next) VALUES ($1, $2, 2)
      ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
      RETURNING next - 1 AS folio)
    UPDATE store_sales SET folio = counter.folio FROM counter WHERE store_sales.id = $3 RETURNING store_sales.folio`,
};

export const FOLIO_STORING: FixedStatement = {
  name: 'checkout_folio_storing',
  text: `WITH counter AS (
      INSERT INTO store_folio_counters (company_id, serie, next) VALUES ($1, $2, 2)
      ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
      RETURNING next - 1 AS folio),
    sale AS (UPDATE store_sales SET folio = counter.folio FROM counter WHERE store_sales.id = $3 RETURNING store_sales.folio)
    UPDATE idempotency_keys SET response = jsonb_set($6::jsonb, '{folio}', to_jsonb(sale.folio))
    FROM sale WHERE idempotency_keys.company_id = $4 AND idempotency_keys.key = $5
    RETURNING sale.folio`,
};

// --- The checkout's transaction --------------------------------------------------------------------------------

/**
 * The checkout's three messages: BEGIN with the opening (SQL-PREPAREd once per connection and EXECUTEd with its
 * values, so its plan is reused), the writing statement on its own (a named statement of the extended protocol),
 * and the folio's statement as text with its values in it, sent with the COMMIT.
 */
const CHECKOUT_TRANSACTION: TransactionShape = { label: 'checkout', opening: ['BEGIN'], openingSent: 'with-first', inMessage: 'execute', lastInMessage: 'text' };

/**
 * Runs `work` in one transaction on a connection of its own (PostgreSQL) or in a drizzle transaction (PGlite,
 * where the whole database is in this process and there is no round trip to save); the shared runner.
 */
function inTransaction<T>(database: AppDatabase, work: (statements: SaleStatements) => Promise<T>): Promise<T> {
  return inFixedTransaction(database, CHECKOUT_TRANSACTION, (statements) => work(saleStatements(statements)));
}

class KeyTaken extends Error {}

export interface OpenRegister {
  id: number;
  cashierName: string;
  /** How pricing reads in this transaction (from the opening statement), when not through drizzle. */
  pricing?: PricingReads;
  /** What the register expects per payment method before this sale (from the opening statement). */
  expected?: Map<number, Money>;
}

/** The names of the products an offline sale took that were deleted or deactivated before it arrived. */
export interface OfflineProductFlags {
  deleted: string[];
  inactive: string[];
}

/**
 * A checkout: claims the Idempotency-Key (when given) with the hash of the request, finds the open register and
 * reads what pricing `sale` needs in one statement (the opening), then runs `write` in the same transaction. A
 * key already claimed replays the stored answer (after a rollback) when it was claimed by the same request, and
 * is refused (422) when by another, as runIdempotent does for the other operations: comparing the hash costs the
 * checkout no statement.
 */
export async function checkoutTransaction<T, S extends number>(
  database: AppDatabase,
  ctx: StoreContext,
  idempotency: { key: string; hash: string } | null,
  statusCode: S,
  sale: { lines: { productId: number; charges: number[] }[] | null; priceListId: number | null; offline?: unknown },
  write: (statements: SaleStatements, register: OpenRegister, claim: IdempotencyClaim | null, flagged: OfflineProductFlags | null) => Promise<T>,
): Promise<{ statusCode: S; body: T }> {
  const scope = 'sale';
  try {
    const body = await inTransaction(database, async (statements) => {
      const lines = sale.lines ?? [];
      const reads = [lines.map((line) => line.productId), sale.priceListId, [...new Set(lines.flatMap((line) => line.charges))]];
      const offline = sale.offline !== undefined && sale.offline !== null;
      const [opening] = idempotency
        ? await statements.first<Opening>(OPENING_WITH_KEY, [ctx.userId, ctx.branchOfficeId, ctx.companyId, idempotency.key, scope, statusCode, ...reads, idempotency.hash, offline])
        : await statements.first<Opening>(OPENING, [ctx.userId, ctx.branchOfficeId, ctx.companyId, ...reads, offline]);
      if (idempotency && Number(opening?.claimed ?? 0) === 0) throw new KeyTaken();
      if (!opening || opening.id === null) throw new HttpError(409, NO_OPEN_REGISTER);
      const claim = idempotency ? { companyId: ctx.companyId, key: idempotency.key, stored: false } : null;
      const flagged: OfflineProductFlags | null = offline ? { deleted: [], inactive: [] } : null;
      const expected = new Map(Object.entries(opening.expected ?? {}).map(([methodId, amount]) => [Number(methodId), Money.of(amount)]));
      const result = await write(statements, { id: opening.id, cashierName: opening.cashier_name ?? '', pricing: openingReads(opening, flagged), expected }, claim, flagged);
      if (claim && !claim.stored) throw new Error('checkout: the sale did not store its idempotent answer');
      return result;
    });
    return { statusCode, body };
  } catch (error) {
    if (!(error instanceof KeyTaken) || idempotency === null) throw error;
    const winner = await storedResponse(database.db, ctx, idempotency.key, scope, idempotency.hash);
    if (!winner) throw new HttpError(409, 'La operación con esta Idempotency-Key está en curso; intente de nuevo', { retry: true });
    // The stored answer is the one this same operation gave (same scope, so the same status and shape).
    return { statusCode: winner.statusCode as S, body: winner.response as T };
  }
}
