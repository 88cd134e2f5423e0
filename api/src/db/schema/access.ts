// Who may do what: roles, users, the route tree (menu), actions, permissions, sessions and preferences.
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Preferences } from '@mikro/contracts';
import { timestamps } from './columns';
import { branchOffices, companies } from './organization';

/** Roles belong to one company (each company gets the four seeded roles); their names are unique inside it. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Platform operator: may change what every company shares (the remotes configuration). Set only by the
     * seed or the database owner; no API route writes it.
     */
    isPlatformOperator: boolean('is_platform_operator').notNull().default(false),
    /** The company's «Tutor» role: its users are families' tutors and reach only the portal. Set when it is created. */
    isTutor: boolean('is_tutor').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_company_name_uq').on(t.companyId, t.name)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    img: text('img').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    roleId: integer('role_id').notNull().references(() => roles.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_company_email_uq').on(t.companyId, sql`lower(${t.email})`)],
);

export const userBranchOffices = pgTable(
  'user_branch_offices',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    branchOfficeId: integer('branch_office_id').notNull().references(() => branchOffices.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchOfficeId] })],
);

export const routes = pgTable('routes', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  parentId: integer('parent_id'),
  level: smallint('level').notNull(),
  url: varchar('url', { length: 200 }).unique(),
  icon: varchar('icon', { length: 60 }).notNull().default('circle'),
  order: integer('order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  showInMenu: boolean('show_in_menu').notNull().default(true),
  ...timestamps,
});

export const actions = pgTable('actions', {
  id: integer('id').primaryKey(),
  key: varchar('key', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  ...timestamps,
});

export const routeActions = pgTable(
  'route_actions',
  {
    routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').notNull().references(() => actions.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.routeId, t.actionId] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').notNull().references(() => actions.id),
    /** The role's company, so every read and write of permissions stays inside one company. */
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** Row id for the generic CRUD engine (the key stays the triple). */
    id: serial('id').notNull().unique(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.roleId, t.routeId, t.actionId] })],
);

export const userSessions = pgTable('user_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  userAgent: text('user_agent').notNull().default(''),
  /** Absolute end of the session: no refresh extends it (set at login from the configured lifetime). */
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now() + interval '7 days'`),
  /** Generation of the only token that may still be refreshed; each refresh moves it on by one. */
  tokenGeneration: integer('token_generation').notNull().default(0),
});

/**
 * Attempt counters shared by every API instance (modules/system/attempt-limit.service): one row per key
 * ('email:<address>', 'ip:<client>', 'ip:reset:<client>', 'self-invoice:<route>:ip:<client>'), counting the
 * attempts of the current window.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: varchar('key', { length: 320 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
});

/** One-time keys of the forgot-password flow; only a hash of the key is stored. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  ...timestamps,
});

export const remotes = pgTable('remotes', {
  name: varchar('name', { length: 60 }).primaryKey(),
  label: varchar('label', { length: 80 }).notNull(),
  prefixes: jsonb('prefixes').$type<string[]>().notNull(),
  manifestUrl: text('manifest_url').notNull(),
  typeModule: smallint('type_module'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});
