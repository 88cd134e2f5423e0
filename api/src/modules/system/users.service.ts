// Users of the company: list (CRUD query language), create, update and password changes.
import { hash, verify } from '@node-rs/argon2';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CreateUserRequest, Paginated, UpdatePasswordRequest, UpdateUserRequest, User } from '@mikro/contracts';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { branchOffices, roles, userBranchOffices, userSessions, users } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, HttpError, MESSAGES, notFound } from '../../plugins/errors';
import { currentDelimiter, defineEntity, defineResource, findRow, listRows, one, parseFor } from '../../crud/index';

export const EMAIL_TAKEN = 'El correo ya está registrado';
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';
export const WRONG_OLD_PASSWORD = 'La contraseña actual es incorrecta';
export const PASSWORD_UPDATED = 'Contraseña actualizada';
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;

/** Users as the engine reads them (the password hash is never readable); routes stay hand-written. */
const roleEntity = defineEntity({ table: roles });
export const usersResource = defineResource({
  name: 'users',
  path: '/system/users',
  table: users,
  permission: '/usuarios',
  scope: 'company',
  hidden: ['passwordHash'],
  maxLimit: 100,
  relations: { role: one(() => roleEntity, 'roleId') },
});

interface UserRow {
  id: number;
  name: string;
  email: string;
  img: string;
  isActive: boolean;
  role: { id: number; name: string };
  createdAt: string;
  updatedAt: string;
}

async function withBranchOffices(db: Executor, rows: UserRow[]): Promise<User[]> {
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ userId: userBranchOffices.userId, id: branchOffices.id, name: branchOffices.name })
          .from(userBranchOffices)
          .innerJoin(branchOffices, eq(branchOffices.id, userBranchOffices.branchOfficeId))
          .where(inArray(userBranchOffices.userId, rows.map((r) => r.id)))
          .orderBy(asc(branchOffices.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    img: r.img,
    isActive: r.isActive,
    role: { id: r.role.id, name: r.role.name },
    branchOffices: links.filter((l) => l.userId === r.id).map((l) => ({ id: l.id, name: l.name })),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

/** The CRUD query of the client, always answering whole users with their role. */
function usersQuery(query: Record<string, unknown>) {
  return parseFor(usersResource, { ...query, fields: undefined, select: undefined, join: `role${currentDelimiter()}name` });
}

export async function listUsers(db: Executor, companyId: number, query: Record<string, unknown>): Promise<User[] | Paginated<User>> {
  const result = await listRows(db, usersResource, { companyId, branchOfficeId: null }, usersQuery(query));
  if (Array.isArray(result)) return withBranchOffices(db, result as unknown as UserRow[]);
  return { ...result, data: await withBranchOffices(db, result.data as unknown as UserRow[]) };
}

export async function getUser(db: Executor, companyId: number, userId: number): Promise<User> {
  try {
    const row = await findRow(db, usersResource, { companyId, branchOfficeId: null }, userId, usersQuery({}));
    return onlyRow(await withBranchOffices(db, [row as unknown as UserRow]), 'user');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound('Usuario no encontrado');
    throw error;
  }
}

async function assertEmailFree(db: Executor, companyId: number, email: string, exceptUserId?: number): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (rows.length > 0) throw new HttpError(409, EMAIL_TAKEN);
}

async function assertRole(db: Executor, companyId: number, roleId: number): Promise<void> {
  // A role of another company is as unknown as a missing one.
  const rows = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  if (rows.length === 0) throw badRequest(MESSAGES.invalidData, [{ field: 'roleId', message: 'Rol no válido' }]);
}

async function assertBranchOffices(db: Executor, companyId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({ id: branchOffices.id })
          .from(branchOffices)
          .where(and(eq(branchOffices.companyId, companyId), inArray(branchOffices.id, unique)));
  if (rows.length !== unique.length) {
    throw badRequest(MESSAGES.invalidData, [{ field: 'branchOfficeIds', message: 'Sucursal no válida' }]);
  }
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export async function createUser(db: Database, companyId: number, input: CreateUserRequest): Promise<User> {
  if (input.password !== input.passwordConfirm) {
    throw badRequest(PASSWORDS_DIFFER, [{ field: 'passwordConfirm', message: PASSWORDS_DIFFER }]);
  }
  const email = input.email.trim();
  await assertRole(db, companyId, input.roleId);
  await assertBranchOffices(db, companyId, input.branchOfficeIds);
  await assertEmailFree(db, companyId, email);
  const passwordHash = await hash(input.password);
  try {
    const userId = await db.transaction(async (tx) => {
      const user = onlyRow(
        await tx
          .insert(users)
          .values({ companyId, name: input.name.trim(), email, passwordHash, roleId: input.roleId, isActive: input.isActive ?? true, img: input.img ?? '' })
          .returning({ id: users.id }),
      );
      const ids = [...new Set(input.branchOfficeIds)];
      if (ids.length > 0) await tx.insert(userBranchOffices).values(ids.map((branchOfficeId) => ({ userId: user.id, branchOfficeId })));
      return user.id;
    });
    return await getUser(db, companyId, userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

export async function updateUser(
  db: Database,
  caller: AuthContext,
  userId: number,
  input: UpdateUserRequest,
): Promise<User> {
  await getUser(db, caller.companyId, userId);
  if (input.isActive === false && userId === caller.userId) {
    throw badRequest('No puede desactivar su propio usuario', [{ field: 'isActive', message: 'No puede desactivar su propio usuario' }]);
  }
  if (input.email !== undefined) await assertEmailFree(db, caller.companyId, input.email.trim(), userId);
  if (input.roleId !== undefined) await assertRole(db, caller.companyId, input.roleId);
  if (input.branchOfficeIds !== undefined) await assertBranchOffices(db, caller.companyId, input.branchOfficeIds);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name?.trim(),
          email: input.email?.trim(),
          roleId: input.roleId,
          isActive: input.isActive,
          img: input.img,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, userId), eq(users.companyId, caller.companyId)));
      if (input.branchOfficeIds !== undefined) {
        await tx.delete(userBranchOffices).where(eq(userBranchOffices.userId, userId));
        const ids = [...new Set(input.branchOfficeIds)];
        if (ids.length > 0) await tx.insert(userBranchOffices).values(ids.map((branchOfficeId) => ({ userId, branchOfficeId })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
  return getUser(db, caller.companyId, userId);
}

/** A failure of the password change: the Spanish reason travels as `message` and as `msg` (the screen shows `msg`). */
const passwordError = (statusCode: number, reason: string) => new HttpError(statusCode, reason, { msg: reason });

export type PasswordChange = Partial<Omit<UpdatePasswordRequest, 'id'>> & { id: number };

/**
 * Every field required, both new passwords equal; a non-admin changing their own password gives
 * the current one; only an admin (decided from the session, never from the body) changes someone else's.
 */
export async function changePassword(db: Database, caller: AuthContext, input: PasswordChange): Promise<void> {
  if (!input.password || !input.passwordConfirm) throw passwordError(400, MESSAGES.required);
  if (input.password !== input.passwordConfirm) throw passwordError(400, PASSWORDS_DIFFER);
  if (input.password.length < MIN_PASSWORD_LENGTH) throw passwordError(400, PASSWORD_TOO_SHORT);
  const isSelf = input.id === caller.userId;
  if (!isSelf && !caller.isAdmin) throw passwordError(403, 'No tiene permiso para cambiar la contraseña de otro usuario');
  const [target] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, input.id), eq(users.companyId, caller.companyId)));
  if (!target) throw passwordError(404, 'Usuario no encontrado');
  if (isSelf && !caller.isAdmin) {
    if (!input.passwordOld) throw passwordError(400, MESSAGES.required);
    if (!(await verify(target.passwordHash, input.passwordOld))) throw passwordError(400, WRONG_OLD_PASSWORD);
  }
  const passwordHash = await hash(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, target.id));
    // Other sessions of that user end: whoever knew the old password is logged out.
    await tx
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(userSessions.userId, target.id), isNull(userSessions.revokedAt), ne(userSessions.id, caller.sessionId)));
  });
}
