// E-mail reminders of school charges to the families' tutors (docs/adr/0030-payment-reminders.md).
import { boolean, check, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './access';
import { campuses, companies } from './organization';
import { charges } from './payments';
import { timestamps } from './columns';
import { money } from './scoping';

/** Per campus: whether its families are reminded, and how many days before a due date. No row: not sent. */
export const campusReminderSettings = pgTable(
  'campus_reminder_settings',
  {
    campusId: integer('campus_id').primaryKey().references(() => campuses.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id),
    enabled: boolean('enabled').notNull().default(false),
    daysBefore: integer('days_before').notNull().default(3),
    /** The day sending was last switched on: charges overdue before it are not announced as newly overdue. */
    enabledSince: date('enabled_since', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('campus_reminder_settings_days_ck', sql`${t.daysBefore} BETWEEN 0 AND 30`)],
);

/** One row per charge and stage reminded: the primary key is the "at most once" (antes: before the due date; vencido: overdue). */
export const chargeReminders = pgTable(
  'charge_reminders',
  {
    chargeId: integer('charge_id').notNull().references(() => charges.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 10 }).notNull(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    familyId: integer('family_id').notNull(),
    /** The institution's day it was sent on, and the amount the e-mail gave as of that day. */
    day: date('day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'charge_reminders_pk', columns: [t.chargeId, t.stage] }),
    check('charge_reminders_stage_ck', sql`${t.stage} IN ('antes', 'vencido')`),
    index('charge_reminders_family_idx').on(t.companyId, t.familyId),
  ],
);
