// The forgot-password flow: a one-time key valid for one hour, sent by e-mail; only its hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordRequest } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { passwordResets, userSessions, users } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { queueMail } from '../mail/index';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, PASSWORD_UPDATED, PASSWORDS_DIFFER } from './users.service';

export const RESET_KEY_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_KEY = 'El enlace para restablecer la contraseña no es válido o ya expiró';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Queues a reset link when the e-mail belongs to an active user; says nothing either way. The key and its message
 * are written together: a key is never stored without its e-mail, nor an e-mail queued with an unstored key.
 */
export async function requestPasswordReset(db: Database, publicUrl: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, companyId: users.companyId })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  if (!user) return;
  const key = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: user.id, keyHash: hashKey(key), expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) });
    await queueMail(tx, {
      companyId: user.companyId,
      kind: 'password-reset',
      to: user.email,
      subject: 'Restablecer su contraseña de Mikro ERP',
      text: [
        `Hola, ${user.name}:`,
        '',
        'Recibimos una solicitud para restablecer su contraseña. Abra este enlace en la próxima hora:',
        `${publicUrl}/reset-password/${key}`,
        '',
        'Si usted no la solicitó, ignore este mensaje: su contraseña no cambiará.',
      ].join('\n'),
    });
  });
}

/** Sets the new password with a valid key, once; every session of that user ends. */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<{ msg: string }> {
  if (input.password !== input.passwordConfirm) throw new HttpError(400, PASSWORDS_DIFFER, { msg: PASSWORDS_DIFFER });
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, PASSWORD_TOO_SHORT, { msg: PASSWORD_TOO_SHORT });
  const passwordHash = await hash(input.password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.keyHash, hashKey(input.key)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new HttpError(400, INVALID_RESET_KEY, { msg: INVALID_RESET_KEY });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx.update(userSessions).set({ revokedAt: new Date() }).where(and(eq(userSessions.userId, reset.userId), isNull(userSessions.revokedAt)));
  });
  return { msg: PASSWORD_UPDATED };
}
