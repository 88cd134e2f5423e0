// Companies that issue invoices (an institution may invoice under several RFCs).
import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyColumn, deletedAtColumn } from './scoping';

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
