import { GENERIC_RFC_MESSAGE } from '@mikro/domain';

/** The product's Spanish validation messages, word for word ({n} is replaced by maxLengthMessage). */
export const MESSAGES = {
  required: 'Este campo es requerido',
  email: 'Introduce un correo electrónico valido.',
  maxLength: 'Max {n} characters',
  requiredObject: 'Este campo es requerido.',
  rfcGeneric: GENERIC_RFC_MESSAGE,
  passwordsMismatch: 'Las contraseñas no coinciden',
} as const;

export function maxLengthMessage(n: number): string {
  return MESSAGES.maxLength.replace('{n}', String(n));
}
