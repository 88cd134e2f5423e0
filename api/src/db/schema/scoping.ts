// Columns shared by the catalogue tables: owner company, branch office, soft delete and money.
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { branchOffices, companies } from './organization';

export const companyColumn = () => integer('company_id').notNull().references(() => companies.id);
export const branchOfficeColumn = () => integer('branch_office_id').notNull().references(() => branchOffices.id);
export const deletedAtColumn = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
/** Money: numeric(14,2), read and written as a decimal string. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
