// The forgot-password flow: a one-time key valid for one hour, sent by e-mail; only its hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordRequest } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { passwordResets, userSessions, users } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { sendMail, type MailSettings } from './mailer';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, PASSWORD_UPDATED, PASSWORDS_DIFFER } from './users.service';

export const RESET_KEY_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_KEY = 'El enlace para restablecer la contraseña no es válido o ya expiró';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Sends a reset link when the e-mail belongs to an active user; says nothing either way. */
export async function requestPasswordReset(db: Database, mail: MailSettings, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  if (!user) return;
  const key = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({ userId: user.id, keyHash: hashKey(key), expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) });
  await sendMail(mail.outboxDir, {
    to: user.email,
    subject: 'Restablecer tu contraseña de Mikro ERP',
    text: [
      `Hola, ${user.name}:`,
      '',
      'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace en la próxima hora:',
      `${mail.publicUrl}/reset-password/${key}`,
      '',
      'Si no la solicitaste, ignora este mensaje: tu contraseña no cambiará.',
    ].join('\n'),
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
