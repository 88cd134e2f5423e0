// The families' portal: which user is a tutor of which family (docs/adr/0026-families-portal.md).
import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './access';
import { companies } from './organization';
import { families } from './school';
import { timestamps } from './columns';

/** A tutor user sees the portal of exactly one family of its company; the invitation's key is a password_resets row. */
export const familyTutors = pgTable(
  'family_tutors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    familyId: integer('family_id').notNull().references(() => families.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [unique('family_tutors_user_uq').on(t.userId), index('family_tutors_family_idx').on(t.companyId, t.familyId)],
);
