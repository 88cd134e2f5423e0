// The company and where it operates: branch offices, their modules, campuses and school cycles.
import { boolean, date, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  businessName: varchar('business_name', { length: 300 }).notNull().default(''),
  address: text('address').notNull().default(''),
  regime: varchar('regime', { length: 3 }).notNull().default('612'),
  fiscalRegime: varchar('fiscal_regime', { length: 200 }).notNull().default(''),
  zip: varchar('zip', { length: 5 }).notNull().default(''),
  country: varchar('country', { length: 3 }).notNull().default('MEX'),
  foliajeNota: integer('foliaje_nota').notNull().default(1),
  foliajeFactura: integer('foliaje_factura').notNull().default(1),
  serieFacturacion: varchar('serie_facturacion', { length: 25 }).notNull().default(''),
  daysQuoteValid: integer('days_quote_valid').notNull().default(15),
  cerCSD: text('cer_csd'),
  keyCSD: text('key_csd'),
  password: text('password'),
  foliajePago: integer('foliaje_pago').notNull().default(1),
  email: varchar('email', { length: 254 }).notNull().default(''),
  bankAccount: varchar('bank_account', { length: 30 }).notNull().default(''),
  typeModule: smallint('type_module'),
  invoiceCampus: integer('invoice_campus'),
  idModalidad: integer('id_modalidad'),
  serieNota: varchar('serie_nota', { length: 25 }).notNull().default(''),
  serieFactura: varchar('serie_factura', { length: 25 }).notNull().default(''),
  seriePago: varchar('serie_pago', { length: 25 }).notNull().default(''),
  serieCotizacion: varchar('serie_cotizacion', { length: 25 }).notNull().default(''),
  folioCotizacion: integer('folio_cotizacion').notNull().default(1),
  isQuickSale: boolean('is_quick_sale').notNull().default(false),
  quickSaleMethodId: integer('quick_sale_method_id'),
  ...timestamps,
});

export const branchOffices = pgTable('branch_offices', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  name: varchar('name', { length: 200 }).notNull(),
  address: text('address').notNull().default(''),
  /** In SAT's border region, the company having filed SAT's notice: its products may be sold at IVA 8 % (ADR 0036). */
  borderRegion: boolean('border_region').notNull().default(false),
  ...timestamps,
});

export const branchOfficeSettings = pgTable(
  'branch_office_settings',
  {
    id: serial('id').primaryKey(),
    branchOfficeId: integer('branch_office_id').notNull().references(() => branchOffices.id),
    typeModule: smallint('type_module').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('branch_office_settings_module_uq').on(t.branchOfficeId, t.typeModule)],
);

export const campuses = pgTable('campuses', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  branchOfficeId: integer('branch_office_id').notNull().references(() => branchOffices.id),
  name: varchar('name', { length: 200 }).notNull(),
  cct: varchar('cct', { length: 20 }).notNull().default(''),
  rvoe: varchar('rvoe', { length: 60 }).notNull().default(''),
  address: text('address').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const cycles = pgTable('cycles', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  name: varchar('name', { length: 60 }).notNull(),
  isActive: boolean('is_active').notNull().default(false),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  ...timestamps,
});
