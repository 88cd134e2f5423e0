// Tutor accounts: the company's «Tutor» role, the desk's invitations (a one-time link to set a password, e-mailed
// through the outbox) and who a signed-in tutor is. The link's key is a password_resets row: the tutor sets the
// password on the same public page and route as a password reset, and only its hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FamilyMessage, FamilyTutor, InviteTutorRequest, TutorInvitation, TutorInvitationState } from '@mikro/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { PORTAL_ROUTE_IDS } from '../../db/seed/route-tree';
import { actions, companies, families, familyTutors, mailMessages, passwordResets, rolePermissions, roles, users } from '../../db/schema/index';
import { HttpError, forbidden, notFound } from '../../plugins/errors';
import { queueMail } from '../mail/index';

/** How long an invitation link works: a week, since families do not read the school's mail at once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TUTOR_ROLE_NAME = 'Tutor';
export const FAMILY_NOT_FOUND = 'Familia no encontrada';
export const ALREADY_ACTIVE = 'Ese tutor ya activó su cuenta del portal; puede usar «¿Olvidó su contraseña?» si la perdió';
export const TUTOR_OF_ANOTHER_FAMILY = 'Ese correo ya es de un tutor de otra familia';
export const EMAIL_OF_STAFF = 'Ese correo ya pertenece a un usuario de la escuela; use otro correo para el tutor';
export const ONLY_TUTORS = 'Esta sección es solo para los tutores de una familia';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * The company's «Tutor» role, created with its permissions (the portal's screens, «ver» only) the first time the
 * company invites a tutor. Marked is_tutor, which no API route writes: that flag, not the name, confines its users.
 */
export async function ensureTutorRole(tx: Transaction, companyId: number): Promise<number> {
  const [existing] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, companyId), eq(roles.isTutor, true))).orderBy(asc(roles.id)).limit(1);
  if (existing) return existing.id;
  const role = onlyRow(
    await tx
      .insert(roles)
      .values({ companyId, name: TUTOR_ROLE_NAME, description: 'Tutores de las familias: solo el portal de su familia', isTutor: true })
      .returning({ id: roles.id }),
  );
  const see = onlyRow(await tx.select({ id: actions.id }).from(actions).where(eq(actions.key, 'ver')));
  await tx.insert(rolePermissions).values(PORTAL_ROUTE_IDS.map((routeId) => ({ roleId: role.id, routeId, actionId: see.id, companyId })));
  return role.id;
}

async function assertFamily(db: Executor, companyId: number, familyId: number): Promise<{ id: number; name: string }> {
  const [family] = await db
    .select({ id: families.id, name: families.name })
    .from(families)
    .where(and(eq(families.id, familyId), eq(families.companyId, companyId), isNull(families.deletedAt)));
  if (!family) throw notFound(FAMILY_NOT_FOUND);
  return family;
}

/** The family's tutors with the state of their invitation, oldest first. */
export async function listFamilyTutors(db: Executor, companyId: number, familyId: number): Promise<FamilyTutor[]> {
  await assertFamily(db, companyId, familyId);
  const rows = await db
    .select({
      id: familyTutors.id,
      userId: familyTutors.userId,
      name: users.name,
      email: users.email,
      invitedAt: familyTutors.invitedAt,
      // A tutor is active once one of their keys was used; else the last key says until when the link works.
      activated: sql<boolean>`EXISTS (SELECT 1 FROM password_resets pr WHERE pr.user_id = ${users.id} AND pr.used_at IS NOT NULL)`,
      expiresAt: sql<string | null>`(SELECT to_char(max(pr.expires_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM password_resets pr WHERE pr.user_id = ${users.id} AND pr.used_at IS NULL)`,
    })
    .from(familyTutors)
    .innerJoin(users, eq(users.id, familyTutors.userId))
    .where(and(eq(familyTutors.companyId, companyId), eq(familyTutors.familyId, familyId)))
    .orderBy(asc(familyTutors.id));
  const now = Date.now();
  return rows.map((row) => {
    const state: TutorInvitationState = row.activated ? 'activa' : row.expiresAt !== null && Date.parse(row.expiresAt) > now ? 'pendiente' : 'vencida';
    return {
      id: row.id,
      userId: row.userId,
      name: row.name,
      email: row.email,
      state,
      invitedAt: row.invitedAt.toISOString(),
      expiresAt: state === 'activa' ? null : row.expiresAt,
    };
  });
}

/**
 * Invites a tutor of the family: creates the tutor's user (in the «Tutor» role, with a password nobody knows) or,
 * for a tutor of this family who has not set a password yet, replaces the earlier link; then stores a new one-time
 * key and queues the e-mail — all in one transaction. A staff user's e-mail or another family's tutor is refused.
 */
export async function inviteTutor(
  db: Database,
  publicUrl: string,
  caller: { companyId: number; userId: number },
  familyId: number,
  input: InviteTutorRequest,
): Promise<TutorInvitation> {
  const family = await assertFamily(db, caller.companyId, familyId);
  const name = input.name.trim();
  const email = input.email.trim();
  const key = randomBytes(32).toString('base64url');
  const unusable = await hash(randomBytes(32).toString('base64url'));
  try {
    const { userId, mailId } = await db.transaction(async (tx) => {
      const roleId = await ensureTutorRole(tx, caller.companyId);
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId));
      const [user] = await tx
        .select({ id: users.id, tutorOf: familyTutors.familyId })
        .from(users)
        .leftJoin(familyTutors, eq(familyTutors.userId, users.id))
        .where(and(eq(users.companyId, caller.companyId), eq(sql`lower(${users.email})`, email.toLowerCase())));
      let userId: number;
      if (!user) {
        userId = onlyRow(await tx.insert(users).values({ companyId: caller.companyId, name, email, passwordHash: unusable, roleId }).returning({ id: users.id })).id;
        await tx.insert(familyTutors).values({ companyId: caller.companyId, familyId, userId, invitedBy: caller.userId });
      } else {
        if (user.tutorOf === null) throw new HttpError(409, EMAIL_OF_STAFF, { fields: [{ field: 'email', message: EMAIL_OF_STAFF }] });
        if (user.tutorOf !== familyId) throw new HttpError(409, TUTOR_OF_ANOTHER_FAMILY, { fields: [{ field: 'email', message: TUTOR_OF_ANOTHER_FAMILY }] });
        const [used] = await tx.select({ id: passwordResets.id }).from(passwordResets).where(and(eq(passwordResets.userId, user.id), sql`${passwordResets.usedAt} IS NOT NULL`)).limit(1);
        if (used) throw new HttpError(409, ALREADY_ACTIVE, { fields: [{ field: 'email', message: ALREADY_ACTIVE }] });
        userId = user.id;
        // A new invitation replaces the earlier link: only the last one sent works.
        await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.update(users).set({ name }).where(eq(users.id, userId));
        await tx.update(familyTutors).set({ invitedAt: new Date(), invitedBy: caller.userId }).where(eq(familyTutors.userId, userId));
      }
      await tx.insert(passwordResets).values({ userId, keyHash: hashKey(key), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
      const mailId = await queueMail(tx, {
        companyId: caller.companyId,
        kind: 'invitation',
        to: email,
        subject: `Invitación al portal de familias de ${company?.name ?? 'la escuela'}`,
        text: [
          `Hola, ${name}:`,
          '',
          `${company?.name ?? 'La escuela'} le invita al portal de familias, donde usted puede consultar lo que tiene pendiente`,
          `cada uno de sus hijos (${family.name}), el estado de cuenta y los recibos.`,
          '',
          'Para entrar, elija su contraseña en este enlace (funciona una sola vez, durante 7 días):',
          invitationLink(publicUrl, key),
          '',
          `Después inicie sesión con su correo ${email} y esa contraseña.`,
        ].join('\n'),
      });
      return { userId, mailId };
    });
    const tutor = (await listFamilyTutors(db, caller.companyId, familyId)).find((t) => t.userId === userId);
    if (!tutor) throw new Error('the invited tutor is not listed with the family');
    return { tutor, link: invitationLink(publicUrl, key), mailId };
  } catch (error) {
    // Two desks inviting one new e-mail at once: the second finds the address taken.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_OF_STAFF, { fields: [{ field: 'email', message: EMAIL_OF_STAFF }] });
    throw error;
  }
}

export const invitationLink = (publicUrl: string, key: string) => `${publicUrl}/reset-password/${key}`;

export interface Tutor {
  userId: number;
  companyId: number;
  familyId: number;
  familyName: string;
  name: string;
  email: string;
}

/** The signed-in tutor and their family (of their own company, not deleted); anyone else is refused. */
export async function tutorOf(db: Executor, caller: { userId: number; companyId: number }): Promise<Tutor> {
  const [row] = await db
    .select({ userId: users.id, companyId: familyTutors.companyId, familyId: families.id, familyName: families.name, name: users.name, email: users.email })
    .from(familyTutors)
    .innerJoin(users, eq(users.id, familyTutors.userId))
    .innerJoin(families, and(eq(families.id, familyTutors.familyId), eq(families.companyId, familyTutors.companyId)))
    .where(and(eq(familyTutors.userId, caller.userId), eq(familyTutors.companyId, caller.companyId), eq(users.companyId, caller.companyId), isNull(families.deletedAt)));
  if (!row) throw forbidden(ONLY_TUTORS);
  return row;
}

/** Which of the given roles are «Tutor» roles. */
export async function tutorRoleIds(db: Executor, roleIds: number[]): Promise<Set<number>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.isTutor, true)));
  return new Set(rows.map((r) => r.id));
}

/** How many of the family's latest messages the desk sees. */
export const FAMILY_MESSAGES_LIMIT = 50;

/**
 * The e-mails the school sent to the family, newest first: every outbox message of the company addressed to one of
 * its tutors, the family's own e-mail or an e-mail of its fiscal data (invitations, reminders, invoices…). Only what
 * was sent, when and its state — the text stays in Correos, since it may hold a one-time link.
 */
export async function listFamilyMessages(db: Executor, companyId: number, familyId: number): Promise<FamilyMessage[]> {
  await assertFamily(db, companyId, familyId);
  const addresses = sql`(
    SELECT lower(u.email) FROM family_tutors ft JOIN users u ON u.id = ft.user_id WHERE ft.company_id = ${companyId} AND ft.family_id = ${familyId}
    UNION SELECT lower(f.email) FROM families f WHERE f.id = ${familyId} AND f.company_id = ${companyId} AND f.email <> ''
    UNION SELECT lower(b.email) FROM family_business_names b WHERE b.family_id = ${familyId} AND b.company_id = ${companyId} AND b.email <> '')`;
  const rows = await db
    .select({
      id: mailMessages.id,
      kind: mailMessages.kind,
      toAddress: mailMessages.toAddress,
      subject: mailMessages.subject,
      status: mailMessages.status,
      attempts: mailMessages.attempts,
      createdAt: mailMessages.createdAt,
      sentAt: mailMessages.sentAt,
    })
    .from(mailMessages)
    .where(and(eq(mailMessages.companyId, companyId), sql`lower(${mailMessages.toAddress}) IN ${addresses}`))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(FAMILY_MESSAGES_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
}
