// Fixed-assets control: classifications, branch companies, their employees and fixed assets.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyColumn, deletedAtColumn, money } from './scoping';

export const fixedAssetClassifications = pgTable('fixed_asset_classifications', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  /** Yearly depreciation rate in percent (LISR art. 34–35). */
  depreciationRate: numeric('depreciation_rate', { precision: 5, scale: 2 }).notNull().default('10'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const branchCompanies = pgTable(
  'branch_companies',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** The matrix company (1 unless another is chosen). */
    matrixCompanyId: integer('matrix_company_id').notNull().default(1),
    name: varchar('name', { length: 200 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull().default(''),
    address: text('address').notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [index('branch_companies_matrix_idx').on(t.companyId, t.matrixCompanyId)],
);

export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchCompanyId: integer('branch_company_id').notNull().references(() => branchCompanies.id),
  firstName: varchar('first_name', { length: 120 }).notNull(),
  lastName: varchar('last_name', { length: 120 }).notNull().default(''),
  fullName: varchar('full_name', { length: 241 }).generatedAlwaysAs(sql`trim(first_name || ' ' || last_name)`),
  email: varchar('email', { length: 254 }).notNull().default(''),
  position: varchar('position', { length: 120 }).notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const fixedAssets = pgTable('fixed_assets', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchCompanyId: integer('branch_company_id').notNull().references(() => branchCompanies.id),
  classificationId: integer('classification_id').notNull().references(() => fixedAssetClassifications.id),
  employeeId: integer('employee_id').references(() => employees.id),
  name: varchar('name', { length: 200 }).notNull(),
  code: varchar('code', { length: 60 }).notNull().default(''),
  serialNumber: varchar('serial_number', { length: 100 }).notNull().default(''),
  acquisitionDate: date('acquisition_date', { mode: 'string' }),
  cost: money('cost').notNull().default('0'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});
