// Administration data of mfe-sistema: the banks catalogue, the company's bank accounts and each branch office's
// fiscal data with its document series and folios.
import { boolean, integer, pgTable, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { branchOffices } from './organization';
import { companyColumn, deletedAtColumn } from './scoping';

/** The 21 Mexican banks (fixed ids, seeded by the migration from the domain's BANKS list). */
export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const companyBankAccounts = pgTable('company_bank_accounts', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  bankId: integer('bank_id')
    .notNull()
    .references(() => banks.id),
  alias: varchar('alias', { length: 120 }).notNull(),
  accountNumber: varchar('account_number', { length: 20 }).notNull().default(''),
  /** CLABE interbancaria: 18 digits. */
  clabe: varchar('clabe', { length: 18 }).notNull().default(''),
  holder: varchar('holder', { length: 200 }).notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

/** Fiscal data, series and next folios of one branch office (written by the branch-office wizard). */
export const branchOfficeProfiles = pgTable('branch_office_profiles', {
  branchOfficeId: integer('branch_office_id')
    .primaryKey()
    .references(() => branchOffices.id, { onDelete: 'cascade' }),
  rfc: varchar('rfc', { length: 13 }).notNull().default(''),
  businessName: varchar('business_name', { length: 300 }).notNull().default(''),
  zip: varchar('zip', { length: 5 }).notNull().default(''),
  serieNota: varchar('serie_nota', { length: 25 }).notNull().default(''),
  folioNota: integer('folio_nota').notNull().default(1),
  serieFactura: varchar('serie_factura', { length: 25 }).notNull().default(''),
  folioFactura: integer('folio_factura').notNull().default(1),
  seriePago: varchar('serie_pago', { length: 25 }).notNull().default(''),
  folioPago: integer('folio_pago').notNull().default(1),
  serieCotizacion: varchar('serie_cotizacion', { length: 25 }).notNull().default(''),
  folioCotizacion: integer('folio_cotizacion').notNull().default(1),
  ...timestamps,
});

/**
 * Uploaded images (user photos…), kept in the database so every API instance serves them. The id is a random
 * uuid: an <img> cannot send the bearer token, so GET /api/files/:id is public and its ids must not be guessable.
 */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyColumn(),
  contentType: varchar('content_type', { length: 40 }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  uploadedBy: integer('uploaded_by'),
  ...timestamps,
});
