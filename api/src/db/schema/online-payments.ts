// Online payments of the families' portal (docs/adr/0029-online-payments.md).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OnlineMethod, OnlinePaymentStatus } from '@mikro/domain';
import { users } from './access';
import { companies } from './organization';
import { chargePayments, charges } from './payments';
import { families } from './school';
import { branchOfficeColumn, money } from './scoping';
import { timestamps } from './columns';

/** One line as the family was asked to pay it (the charge priced when the payment started). */
export interface OnlinePaymentLine {
  chargeId: number;
  studentId: number | null;
  name: string;
  total: string;
}

/** What the family needs to pay a reference: the OXXO barcode number or the SPEI account. */
export interface PaymentInstructions {
  kind: 'oxxo' | 'spei';
  reference: string;
  clabe?: string;
  bank?: string;
  voucherUrl?: string;
}

/** A payment a tutor started through a gateway; it reaches the payment engine once, when the provider says it was paid. */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    branchOfficeId: branchOfficeColumn(),
    familyId: integer('family_id').notNull().references(() => families.id),
    userId: integer('user_id').notNull().references(() => users.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    method: varchar('method', { length: 10 }).$type<OnlineMethod>().notNull(),
    status: varchar('status', { length: 12 }).$type<OnlinePaymentStatus>().notNull().default('pending'),
    amount: money('amount').notNull(),
    charged: money('charged'),
    lines: jsonb('lines').$type<OnlinePaymentLine[]>().notNull(),
    providerRef: varchar('provider_ref', { length: 120 }),
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    instructions: jsonb('instructions').$type<PaymentInstructions>(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull().default(''),
    cardFunding: varchar('card_funding', { length: 6 }).$type<'credit' | 'debit'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    paymentId: integer('payment_id').references(() => chargePayments.id),
    failureReason: text('failure_reason').notNull().default(''),
    reviewReason: text('review_reason').notNull().default(''),
    /** A lease: the instance applying an event to this payment (one at a time). */
    processingUntil: timestamp('processing_until', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('online_payments_provider_ref_uq').on(t.provider, t.providerRef),
    check('online_payments_method_ck', sql`${t.method} IN ('card', 'oxxo', 'spei')`),
    check('online_payments_status_ck', sql`${t.status} IN ('pending', 'paid', 'failed', 'review', 'refunded', 'disputed', 'cancelled', 'expired')`),
    check('online_payments_amount_ck', sql`${t.amount} > 0`),
    index('online_payments_company_idx').on(t.companyId, t.status, t.createdAt),
    index('online_payments_family_idx').on(t.companyId, t.familyId, t.createdAt),
  ],
);

/** The charges an online payment covers; `active` while it waits, so no second payment of them can start. */
export const onlinePaymentCharges = pgTable(
  'online_payment_charges',
  {
    onlinePaymentId: integer('online_payment_id').notNull().references(() => onlinePayments.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id').notNull().references(() => charges.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ name: 'online_payment_charges_pk', columns: [t.onlinePaymentId, t.chargeId] }), uniqueIndex('online_payment_charges_active_uq').on(t.chargeId).where(sql`${t.active}`)],
);

/** Every provider event applied, by its id: a repeat is answered without applying it again. */
export const onlinePaymentEvents = pgTable(
  'online_payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    onlinePaymentId: integer('online_payment_id').references(() => onlinePayments.id),
    outcome: varchar('outcome', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('online_payment_events_uq').on(t.provider, t.eventId), index('online_payment_events_payment_idx').on(t.onlinePaymentId)],
);
