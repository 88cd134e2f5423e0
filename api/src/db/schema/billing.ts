// Companies that issue invoices (an institution may invoice under several RFCs).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { branchOffices, companies } from './organization';
import { companyColumn, deletedAtColumn, money } from './scoping';

export const invoiceCompanies = pgTable('invoice_companies', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 200 }).notNull(),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  businessName: varchar('business_name', { length: 300 }).notNull(),
  regime: varchar('regime', { length: 3 }).notNull().default('612'),
  zip: varchar('zip', { length: 5 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  serie: varchar('serie', { length: 25 }).notNull().default(''),
  folio: integer('folio').notNull().default(1),
  cerCSD: text('cer_csd'),
  keyCSD: text('key_csd'),
  password: text('password'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

/** Per-company invoicing settings: the PAC and the CSD's public data (the CSD itself is on the company, encrypted). */
export const billingSettings = pgTable('billing_settings', {
  companyId: integer('company_id').primaryKey().references(() => companies.id),
  /** 'sandbox' (in-process, no fiscal validity) or 'sw' (SW Sapien REST). */
  pac: varchar('pac', { length: 10 }).notNull().default('sandbox'),
  pacUrl: varchar('pac_url', { length: 300 }).notNull().default(''),
  pacUser: varchar('pac_user', { length: 200 }).notNull().default(''),
  /** AES-256-GCM, never returned. */
  pacPassword: text('pac_password'),
  csdNumber: varchar('csd_number', { length: 20 }),
  csdValidFrom: timestamp('csd_valid_from', { withTimezone: true, mode: 'date' }),
  csdValidTo: timestamp('csd_valid_to', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/**
 * CFDI issued by the company: invoices (I), credit notes (E) and payment complements (P). Written as
 * 'pendiente' before the PAC is called; 'timbrada' once stamped; 'cancelada' after cancellation.
 */
export const cfdiInvoices = pgTable(
  'cfdi_invoices',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: integer('branch_office_id').references(() => branchOffices.id),
    /** 1 store, 2 academy, 3 school. */
    module: smallint('module').notNull(),
    type: varchar('type', { length: 1 }).notNull(),
    isGlobal: boolean('is_global').notNull().default(false),
    serie: varchar('serie', { length: 25 }).notNull().default(''),
    folio: integer('folio').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pendiente'),
    uuid: varchar('uuid', { length: 36 }),
    receiverRfc: varchar('receiver_rfc', { length: 13 }).notNull(),
    receiverName: varchar('receiver_name', { length: 300 }).notNull(),
    receiverRegime: varchar('receiver_regime', { length: 3 }).notNull(),
    receiverZip: varchar('receiver_zip', { length: 5 }).notNull(),
    cfdiUse: varchar('cfdi_use', { length: 4 }).notNull(),
    paymentForm: varchar('payment_form', { length: 2 }),
    paymentMethod: varchar('payment_method', { length: 3 }),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default('0'),
    iva: money('iva').notNull(),
    total: money('total').notNull(),
    issuedAt: varchar('issued_at', { length: 19 }).notNull(),
    /** The sealed document sent to the PAC, then the stamped one. */
    xml: text('xml').notNull(),
    stampedXml: text('stamped_xml'),
    pac: varchar('pac', { length: 10 }).notNull(),
    sandbox: boolean('sandbox').notNull().default(false),
    relatedInvoiceId: integer('related_invoice_id'),
    relatedUuid: varchar('related_uuid', { length: 36 }),
    globalPeriodicity: varchar('global_periodicity', { length: 2 }),
    globalMonths: varchar('global_months', { length: 2 }),
    globalYear: smallint('global_year'),
    cancelMotive: varchar('cancel_motive', { length: 2 }),
    substituteUuid: varchar('substitute_uuid', { length: 36 }),
    cancelReceipt: text('cancel_receipt'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    stampedAt: timestamp('stamped_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cfdi_invoices_folio_uq').on(t.companyId, t.type, t.serie, t.folio),
    uniqueIndex('cfdi_invoices_uuid_uq').on(t.uuid),
    index('cfdi_invoices_company_created_idx').on(t.companyId, t.createdAt),
    index('cfdi_invoices_pending_idx').on(t.status).where(sql`${t.status} = 'pendiente'`),
    check('cfdi_invoices_type_ck', sql`${t.type} IN ('I', 'E', 'P')`),
    check('cfdi_invoices_status_ck', sql`${t.status} IN ('pendiente', 'timbrada', 'cancelada', 'rechazada')`),
  ],
);

/** What each CFDI covers: store sales (module 1) or charge payments (2 academy, 3 school), with the amount. */
export const cfdiInvoiceSources = pgTable(
  'cfdi_invoice_sources',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull().references(() => cfdiInvoices.id),
    module: smallint('module').notNull(),
    sourceId: integer('source_id').notNull(),
    /** Ticket or receipt shown in the global invoice's concept (NoIdentificacion). */
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    amount: money('amount').notNull(),
  },
  (t) => [index('cfdi_invoice_sources_source_idx').on(t.module, t.sourceId), index('cfdi_invoice_sources_invoice_idx').on(t.invoiceId)],
);

/**
 * One-time self-invoicing codes printed (as a link and a QR) on a store ticket or a school or academy receipt.
 * Only the SHA-256 of the code is kept; a ticket may have several codes (each printing issues a new one) but
 * one live invoice, which the code that invoiced it points to.
 */
export const selfInvoiceCodes = pgTable(
  'self_invoice_codes',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: integer('branch_office_id').notNull().references(() => branchOffices.id),
    /** 1 store sale, 2 academy payment, 3 school payment. */
    module: smallint('module').notNull(),
    sourceId: integer('source_id').notNull(),
    /** Hex SHA-256 of the code the link carries. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Who printed the ticket or receipt (the invoice is recorded as theirs). */
    createdBy: integer('created_by').notNull(),
    invoiceId: integer('invoice_id').references(() => cfdiInvoices.id),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Where the customer asked for the invoice by e-mail (kept until it is sent, e.g. stamped later by the retry job). */
    mailTo: varchar('mail_to', { length: 254 }),
    /** When the e-mail was claimed for sending: set in the UPDATE that claims it, so it is sent once. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('self_invoice_codes_hash_uq').on(t.codeHash),
    index('self_invoice_codes_source_idx').on(t.module, t.sourceId),
    index('self_invoice_codes_invoice_idx').on(t.invoiceId),
    // The e-mails still owed: what the retry job looks for on every run.
    index('self_invoice_codes_mail_due_idx').on(t.invoiceId).where(sql`${t.mailTo} IS NOT NULL AND ${t.mailedAt} IS NULL`),
    check('self_invoice_codes_module_ck', sql`${t.module} IN (1, 2, 3)`),
  ],
);

/**
 * The customer fiscal-data book: the receptor of each stamped invoice, one row per company and RFC (the last
 * invoice's data), and the e-mail an invoice of that RFC was last sent to. The invoice form offers it.
 */
export const customerFiscalData = pgTable(
  'customer_fiscal_data',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    regime: varchar('regime', { length: 3 }).notNull(),
    zip: varchar('zip', { length: 5 }).notNull(),
    cfdiUse: varchar('cfdi_use', { length: 4 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    /** How many stamped invoices went to this RFC. */
    invoices: integer('invoices').notNull().default(1),
    lastInvoicedAt: timestamp('last_invoiced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('customer_fiscal_data_rfc_uq').on(t.companyId, t.rfc), index('customer_fiscal_data_name_idx').on(t.companyId, sql`search_fold(${t.name})`)],
);
