// The store's transactional tables: cash registers, sales with their lines and payments, quotations,
// purchase orders, the stock-movement ledger (kardex), folio counters and idempotency keys.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { timestamps } from './columns';
import { branchOfficeColumn, companyColumn, money } from './scoping';
import { branchOffices } from './organization';
import { clients, products, warehouseProviders } from './store';
import { students } from './school';
import { transactionTypes } from './system-catalogs';

const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    cashierId: integer('cashier_id').notNull().references(() => users.id),
    openingAmount: money('opening_amount').notNull(),
    openAt: timestamp('open_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes').notNull().default(''),
    /** The close's summary per payment method (CashMethodSummary[]). */
    closing: jsonb('closing'),
    ...timestamps,
  },
  (t) => [
    check('cash_registers_opening_ck', sql`${t.openingAmount} >= 0`),
    // One open register per cashier and branch office, guaranteed by the database.
    uniqueIndex('cash_registers_one_open_uq').on(t.cashierId, t.branchOfficeId).where(sql`${t.closedAt} IS NULL`),
    index('cash_registers_branch_idx').on(t.branchOfficeId, t.id),
  ],
);

/**
 * What a register holds per payment method beyond its opening amount, kept by deferred triggers on its payments
 * and movements (migration 0081, ADR 0049): amounts by method id, as exact JSON numbers.
 */
export const cashRegisterBalances = pgTable('cash_register_balances', {
  cashRegisterId: integer('cash_register_id')
    .primaryKey()
    .references(() => cashRegisters.id, { onDelete: 'cascade' }),
  byMethod: jsonb('by_method').notNull().default({}),
});

/**
 * How a branch office's store closes its registers (no row: the defaults). A blind close asks for every count
 * before it shows what was expected and the differences.
 */
export const storeRegisterSettings = pgTable('store_register_settings', {
  branchOfficeId: integer('branch_office_id').primaryKey().references(() => branchOffices.id),
  companyId: companyColumn(),
  blindClose: boolean('blind_close').notNull().default(false),
  ...timestamps,
});

export const cashRegisterMovements = pgTable(
  'cash_register_movements',
  {
    id: serial('id').primaryKey(),
    cashRegisterId: integer('cash_register_id').notNull().references(() => cashRegisters.id),
    /** 'entrada' | 'salida'. */
    type: varchar('type', { length: 10 }).notNull(),
    methodId: smallint('method_id').notNull().default(1),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('cash_register_movements_type_ck', sql`${t.type} IN ('entrada', 'salida')`),
    check('cash_register_movements_amount_ck', sql`${t.amount} > 0`),
    index('cash_register_movements_register_idx').on(t.cashRegisterId),
  ],
);

/** Folio counters per company and series: `UPDATE … SET next = next + 1 RETURNING` inside the document's transaction. */
export const storeFolioCounters = pgTable(
  'store_folio_counters',
  {
    companyId: companyColumn(),
    serie: varchar('serie', { length: 25 }).notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serie] })],
);

export const storeSales = pgTable(
  'store_sales',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    serie: varchar('serie', { length: 25 }).notNull(),
    folio: integer('folio').notNull(),
    cashRegisterId: integer('cash_register_id').notNull().references(() => cashRegisters.id),
    cashierId: integer('cashier_id').notNull().references(() => users.id),
    clientId: integer('client_id').references(() => clients.id),
    studentId: integer('student_id').references(() => students.id),
    quotationId: integer('quotation_id'),
    /** 'regular' | 'fiado' | 'deferred'. */
    saleType: varchar('sale_type', { length: 10 }).notNull().default('regular'),
    /** 'pagada' | 'pendiente' | 'cancelada' | 'devuelta parcial'. */
    status: varchar('status', { length: 20 }).notNull(),
    gross: money('gross').notNull(),
    discounts: money('discounts').notNull(),
    surcharges: money('surcharges').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    change: money('change').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    /** Value of the goods returned (what the customer no longer owes). */
    returnedTotal: money('returned_total').notNull().default('0'),
    /**
     * Net paid: the sum of its payments (payments and abonos, refunds negative), kept by the checkout, abonos and
     * refunds in their transaction (migration 0079, ADR 0043) so the reports need not sum every sale's payments.
     */
    paid: money('paid').notNull().default('0'),
    notes: text('notes').notNull().default(''),
    // A sale made without a connection (docs/offline-pos.md): the register and device it was made on, its
    // provisional number there and when it was made; all four set or none.
    offlineRegisterId: integer('offline_register_id').references(() => cashRegisters.id),
    offlineDevice: varchar('offline_device', { length: 40 }),
    offlineNumber: integer('offline_number'),
    offlineSoldAt: timestamp('offline_sold_at', { withTimezone: true }),
    /** Why a supervisor must look at this sale (an offline sale the server could not accept as it was); null: nothing. */
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_sales_folio_uq').on(t.companyId, t.serie, t.folio),
    check(
      'store_sales_offline_ck',
      sql`(${t.offlineDevice} IS NULL) = (${t.offlineNumber} IS NULL) AND (${t.offlineDevice} IS NULL) = (${t.offlineSoldAt} IS NULL) AND (${t.offlineDevice} IS NULL) = (${t.offlineRegisterId} IS NULL)`,
    ),
    uniqueIndex('store_sales_offline_number_uq').on(t.offlineRegisterId, t.offlineDevice, t.offlineNumber).where(sql`${t.offlineDevice} IS NOT NULL`),
    index('store_sales_review_idx').on(t.branchOfficeId, t.id).where(sql`${t.reviewReason} IS NOT NULL`),
    index('store_sales_branch_created_idx').on(t.branchOfficeId, t.createdAt),
    index('store_sales_register_idx').on(t.cashRegisterId),
    // What is owed on fiado and deferred sales (reports, dashboard).
    index('store_sales_open_credit_idx').on(t.branchOfficeId).where(sql`${t.saleType} <> 'regular' AND ${t.status} <> 'cancelada'`),
    // A client's sales: the credit still available, read at every fiado checkout.
    index('store_sales_client_idx').on(t.clientId).where(sql`${t.clientId} IS NOT NULL`),
  ],
);

export const storeSaleLines = pgTable(
  'store_sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull().references(() => storeSales.id),
    productId: integer('product_id').notNull().references(() => products.id),
    productName: varchar('product_name', { length: 200 }).notNull(),
    productCode: varchar('product_code', { length: 60 }).notNull(),
    quantity: quantity('quantity').notNull(),
    returnedQuantity: quantity('returned_quantity').notNull().default('0'),
    unitMeasurement: varchar('unit_measurement', { length: 3 }).notNull(),
    unity: smallint('unity').notNull(),
    price: money('price').notNull(),
    priceWithIVA: money('price_with_iva').notNull(),
    isIva: boolean('is_iva').notNull(),
    /** AppliedCharge[] as applied by packages/domain. */
    extraCharges: jsonb('extra_charges').notNull(),
    gross: money('gross').notNull(),
    discounts: money('discounts').notNull(),
    surcharges: money('surcharges').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('store_sale_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('store_sale_lines_returned_ck', sql`${t.returnedQuantity} >= 0 AND ${t.returnedQuantity} <= ${t.quantity}`),
    index('store_sale_lines_sale_idx').on(t.saleId),
  ],
);

export const storeSalePayments = pgTable(
  'store_sale_payments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull().references(() => storeSales.id),
    cashRegisterId: integer('cash_register_id').notNull().references(() => cashRegisters.id),
    /** 'pago' | 'abono' | 'devolucion'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    methodId: smallint('method_id').notNull(),
    bankId: smallint('bank_id'),
    amount: money('amount').notNull(),
    received: money('received').notNull(),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    paymentStatus: varchar('payment_status', { length: 12 }).notNull().default('pagado'),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_sale_payments_sale_idx').on(t.saleId),
    index('store_sale_payments_register_idx').on(t.cashRegisterId),
    // Store income by day (reports, dashboard).
    index('store_sale_payments_created_idx').on(t.createdAt),
  ],
);

export const cashRegisterTransactions = pgTable(
  'cash_register_transactions',
  {
    id: serial('id').primaryKey(),
    cashRegisterId: integer('cash_register_id').notNull().references(() => cashRegisters.id),
    agentId: integer('agent_id').notNull().references(() => users.id),
    transactionTypeId: integer('transaction_type_id').notNull().references(() => transactionTypes.id),
    paymentId: integer('payment_id').references(() => storeSalePayments.id),
    movementId: integer('movement_id').references(() => cashRegisterMovements.id),
    saleId: integer('sale_id').references(() => storeSales.id),
    methodId: smallint('method_id').notNull().default(1),
    amount: money('amount').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_register_transactions_payment_uq').on(t.paymentId),
    index('cash_register_transactions_register_idx').on(t.cashRegisterId),
  ],
);

export const storeQuotations = pgTable(
  'store_quotations',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    serie: varchar('serie', { length: 25 }).notNull(),
    folio: integer('folio').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    clientId: integer('client_id').references(() => clients.id),
    studentId: integer('student_id').references(() => students.id),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** 'vigente' | 'convertida' | 'cancelada'. */
    status: varchar('status', { length: 12 }).notNull().default('vigente'),
    saleId: integer('sale_id').references(() => storeSales.id),
    gross: money('gross').notNull(),
    discounts: money('discounts').notNull(),
    surcharges: money('surcharges').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    notes: text('notes').notNull().default(''),
    /** The priced lines (QuotationDetail['lines']) frozen at quotation time. */
    lines: jsonb('lines').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_quotations_folio_uq').on(t.companyId, t.serie, t.folio),
    index('store_quotations_branch_idx').on(t.branchOfficeId, t.id),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    providerId: integer('provider_id').notNull().references(() => warehouseProviders.id),
    /** 'borrador' | 'enviada' | 'parcialmente surtida' | 'surtida' | 'cancelada'. */
    status: varchar('status', { length: 24 }).notNull().default('borrador'),
    total: money('total').notNull().default('0'),
    notes: text('notes').notNull().default(''),
    expectedDate: date('expected_date', { mode: 'string' }),
    userId: integer('user_id').notNull().references(() => users.id),
    ...timestamps,
  },
  (t) => [index('purchase_orders_branch_idx').on(t.branchOfficeId, t.id)],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: quantity('quantity').notNull(),
    receivedQuantity: quantity('received_quantity').notNull().default('0'),
    unitCost: money('unit_cost').notNull(),
  },
  (t) => [
    check('purchase_order_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('purchase_order_lines_received_ck', sql`${t.receivedQuantity} >= 0 AND ${t.receivedQuantity} <= ${t.quantity}`),
    index('purchase_order_lines_order_idx').on(t.orderId),
  ],
);

/** The kardex: one row per stock change of a product. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    productId: integer('product_id').notNull().references(() => products.id),
    /** 'venta' | 'devolucion' | 'cancelacion' | 'entrada' | 'ajuste'. */
    type: varchar('type', { length: 12 }).notNull(),
    quantity: quantity('quantity').notNull(),
    stockAfter: quantity('stock_after').notNull(),
    reason: text('reason').notNull().default(''),
    referenceType: varchar('reference_type', { length: 20 }).notNull(),
    referenceId: integer('reference_id'),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);

/** A processed request of an Idempotency-Key: its response is replayed on a retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyColumn(),
    key: varchar('key', { length: 100 }).notNull(),
    /** Which operation used the key ('sale', 'abono', 'quotation-convert'); a key reused elsewhere is refused. */
    scope: varchar('scope', { length: 30 }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response'),
    /**
     * SHA-256 (hex) of the request that claimed the key: a key sent again with another request is refused instead
     * of answering what the first one did. Null for keys claimed before it was kept (and by the school and academy
     * payments, which compare their stored receipt).
     */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/** The instalment plan of a deferred-payment sale: what each payment is and when it is due. */
export const storeSaleInstalments = pgTable(
  'store_sale_instalments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull().references(() => storeSales.id),
    number: smallint('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('store_sale_instalments_sale_number_uq').on(t.saleId, t.number)],
);
