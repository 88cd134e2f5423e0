// System catalogues: settings, shifts, concept types, departments, transaction types, extra charges, service concepts.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { campuses, cycles } from './organization';
import { companyColumn, deletedAtColumn, money } from './scoping';

export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    key: varchar('key', { length: 100 }).notNull(),
    value: text('value').notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('settings_company_key_uq').on(t.companyId, t.key)],
);

export const shifts = pgTable('shifts', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  /** 'HH:MM' (24 h). */
  startTime: varchar('start_time', { length: 5 }),
  endTime: varchar('end_time', { length: 5 }),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const conceptTypes = pgTable('concept_types', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

/** Kinds of cash-register transaction (reference data, fixed ids). */
export const transactionTypes = pgTable('transaction_types', {
  id: integer('id').primaryKey(),
  key: varchar('key', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  /** 'in' adds cash to the register, 'out' takes it. */
  direction: varchar('direction', { length: 3 }).notNull(),
  ...timestamps,
});

/** Discount / surcharge / scholarship kinds (kind: Descuentos=1, Recargos=2, Becas=3). */
export const extraChargeTypes = pgTable('extra_charge_types', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: smallint('kind').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
}, (t) => [check('extra_charge_types_kind_ck', sql`${t.kind} IN (1, 2, 3)`)]);

export const extraCharges = pgTable(
  'extra_charges',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    quantity: money('quantity').notNull(),
    /** Value type: percentage=1, quantity=2. */
    typeApplication: smallint('type_application').notNull().default(1),
    operation: varchar('operation', { length: 20 }).notNull().default('sum'),
    startDay: smallint('start_day'),
    endDay: smallint('end_day'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Manual=1, Automatic=2. */
    applicationForm: smallint('application_form').notNull().default(1),
    extraChargesTypeId: integer('extra_charges_type_id').notNull().references(() => extraChargeTypes.id),
    extraChargesCampusId: integer('extra_charges_campus_id').references(() => campuses.id),
    extraChargesCycleId: integer('extra_charges_cycle_id').references(() => cycles.id),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [
    check('extra_charges_operation_ck', sql`${t.operation} IN ('sum', 'subtraction', 'division', 'multiplication')`),
    check('extra_charges_type_application_ck', sql`${t.typeApplication} IN (1, 2)`),
    check('extra_charges_application_form_ck', sql`${t.applicationForm} IN (1, 2)`),
    index('extra_charges_company_idx').on(t.companyId),
  ],
);

export const serviceConcepts = pgTable('service_concepts', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  price: money('price').notNull().default('0'),
  objetoImp: varchar('objeto_imp', { length: 2 }).notNull().default('02'),
  sat_code: varchar('sat_code', { length: 8 }).notNull().default('86121500'),
  unitMeasurement: varchar('unit_measurement', { length: 3 }).notNull().default('E48'),
  isIva: boolean('is_iva').notNull().default(false),
  taxObject: varchar('tax_object', { length: 10 }).notNull().default('exento'),
  school: boolean('school').notNull().default(false),
  external: boolean('external').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});
