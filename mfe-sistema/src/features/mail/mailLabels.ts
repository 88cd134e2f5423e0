// How Correos names a message's state and purpose, and an attachment's size.
import type { MailKind, MailStatus } from '@mikro/contracts';

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'En cola',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Fallido',
};

export const MAIL_STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'password-reset': 'Restablecer contraseña',
  invoice: 'Factura',
  statement: 'Estado de cuenta',
  reminder: 'Recordatorio de pago',
  invitation: 'Invitación al portal',
};

/** 512 B, 12.3 KB, 1.5 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
