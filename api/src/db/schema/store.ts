// The mini-store catalogues: classifications, price lists, warehouse providers, products, clients, invoices.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { extraCharges } from './system-catalogs';
import { branchOfficeColumn, companyColumn, deletedAtColumn, money } from './scoping';

export const storeClassifications = pgTable(
  'store_classifications',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    color: varchar('color', { length: 20 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [uniqueIndex('store_classifications_name_uq').on(t.branchOfficeId, t.name)],
);

export const storePriceLists = pgTable('store_price_lists', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchOfficeId: branchOfficeColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  /** Adjustment over the base price, in percent (e.g. -10.00 for a 10 % discount list). */
  percentage: numeric('percentage', { precision: 6, scale: 2 }).notNull().default('0'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const warehouseProviders = pgTable('warehouse_providers', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 200 }).notNull(),
  rfc: varchar('rfc', { length: 13 }).notNull().default(''),
  businessName: varchar('business_name', { length: 300 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  address: text('address').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    code: varchar('code', { length: 60 }).notNull(),
    sat_code: varchar('sat_code', { length: 8 }).notNull().default('01010101'),
    codeBar: varchar('code_bar', { length: 60 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    price: money('price').notNull().default('0'),
    priceWithIVA: money('price_with_iva').notNull().default('0'),
    priceProvider: money('price_provider').notNull().default('0'),
    IVA: boolean('iva').notNull().default(true),
    isFavorite: boolean('is_favorite').notNull().default(false),
    picture: text('picture').notNull().default(''),
    stock: numeric('stock', { precision: 14, scale: 3 }).notNull().default('0'),
    minStock: numeric('min_stock', { precision: 14, scale: 3 }).notNull().default('0'),
    maxStock: numeric('max_stock', { precision: 14, scale: 3 }).notNull().default('0'),
    objetoImp: varchar('objeto_imp', { length: 2 }).notNull().default('02'),
    /** IVA 16 %, 8 %, 0 %, exempt or not subject to tax (packages/domain ConceptTax); the IVA flag follows it. */
    taxObject: varchar('tax_object', { length: 10 }).notNull().default('iva16'),
    /** Display unit: 1 = Kilogramos, 6 = Pieza, 8 = Litros. */
    unity: smallint('unity').notNull().default(6),
    /** SAT c_ClaveUnidad, e.g. H87. */
    unitMeasurement: varchar('unit_measurement', { length: 3 }).notNull().default('H87'),
    /** Position on the point of sale's cards view (/tienda/menu), ascending; ties by name. */
    menuOrder: integer('menu_order').notNull().default(0),
    storeClassificationId: integer('store_classification_id').references(() => storeClassifications.id),
    storePriceListId: integer('store_price_list_id').references(() => storePriceLists.id),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [
    // No check on stock: an offline sale may leave it below zero (migration 0056); every other path refuses that.
    uniqueIndex('products_branch_code_uq').on(t.branchOfficeId, t.code),
    // Covers the catalogue's usual list (live rows of a branch by classification, sorted by name) and lets its
    // count run as an index-only scan.
    index('products_live_branch_classification_idx')
      .on(t.branchOfficeId, t.storeClassificationId, t.name, t.companyId, t.isActive)
      .where(sql`${t.deletedAt} IS NULL`),
    index('products_branch_name_idx').on(t.branchOfficeId, t.name),
    // The point of sale's exact barcode lookups; with the trigram indexes of migration 0007 (PostgreSQL servers
    // with pg_trgm), its search by name, code or barcode runs as a bitmap OR instead of a scan of every product.
    index('products_code_bar_idx').on(t.codeBar),
    // The point of sale's favourites (live favourite products of a branch in menu order): read in order from
    // this small index instead of sorting a scan of the whole catalogue.
    index('products_favorites_idx')
      .on(t.branchOfficeId, t.menuOrder, t.name, t.id)
      .where(sql`${t.isFavorite} AND ${t.deletedAt} IS NULL`),
  ],
);

/** A product's own price in a price list (overrides the list's percentage for that product). */
export const storePriceListItems = pgTable(
  'store_price_list_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    priceListId: integer('price_list_id').notNull().references(() => storePriceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    priceWithIVA: money('price_with_iva').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_price_list_items_uq').on(t.priceListId, t.productId),
    index('store_price_list_items_product_idx').on(t.productId),
    check('store_price_list_items_price_ck', sql`${t.price} >= 0 AND ${t.priceWithIVA} >= 0`),
  ],
);

/**
 * The automatic discounts and surcharges a branch office's store applies to every sale line (while the
 * packages/domain rules say they apply today). School and academy charges stay out unless listed here.
 */
export const storeAutomaticCharges = pgTable(
  'store_automatic_charges',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    extraChargeId: integer('extra_charge_id').notNull().references(() => extraCharges.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('store_automatic_charges_uq').on(t.branchOfficeId, t.extraChargeId)],
);

/** Which warehouse providers supply a product, and at what cost. */
export const productProviders = pgTable(
  'product_providers',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull().references(() => warehouseProviders.id),
    cost: money('cost').notNull().default('0'),
    providerCode: varchar('provider_code', { length: 60 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_providers_uq').on(t.productId, t.providerId)],
);

/** Store clients (snake_case names are the wire format existing clients send). */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    name: varchar('name', { length: 120 }).notNull(),
    last_name_father: varchar('last_name_father', { length: 120 }).notNull().default(''),
    last_name_mother: varchar('last_name_mother', { length: 120 }).notNull().default(''),
    photo: text('photo').notNull().default(''),
    enrollment: varchar('enrollment', { length: 30 }).notNull().default(''),
    birth_date: date('birth_date', { mode: 'string' }),
    curp: varchar('curp', { length: 18 }).notNull().default(''),
    search_name: varchar('search_name', { length: 400 }).notNull().default(''),
    /** 'cliente', 'alumno' or 'externo'. */
    type: varchar('type', { length: 20 }).notNull().default('cliente'),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    rfc: varchar('rfc', { length: 13 }).notNull().default(''),
    creditLimit: money('credit_limit').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [index('clients_company_search_idx').on(t.companyId, t.search_name)],
);

/** Invoices issued by the mini-store (the list the store screens show). */
export const miniStoreInvoices = pgTable(
  'mini_store_invoices',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    serie: varchar('serie', { length: 25 }).notNull().default(''),
    folio: integer('folio').notNull(),
    uuid: varchar('uuid', { length: 36 }),
    clientId: integer('client_id').references(() => clients.id),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    businessName: varchar('business_name', { length: 300 }).notNull(),
    cfdiUse: varchar('cfdi_use', { length: 4 }).notNull().default('G03'),
    paymentForm: varchar('payment_form', { length: 2 }).notNull().default('01'),
    paymentMethod: varchar('payment_method', { length: 3 }).notNull().default('PUE'),
    subtotal: money('subtotal').notNull().default('0'),
    iva: money('iva').notNull().default('0'),
    total: money('total').notNull().default('0'),
    /** 'pendiente', 'timbrada', 'cancelada'. */
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    stampedAt: timestamp('stamped_at', { withTimezone: true, mode: 'date' }),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [uniqueIndex('mini_store_invoices_folio_uq').on(t.companyId, t.serie, t.folio)],
);
