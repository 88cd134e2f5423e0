/** The product's Spanish validation messages, word for word ({n} is replaced by maxLengthMessage). */
export const MESSAGES = {
  required: 'Este campo es requerido',
  email: 'Introduce un correo electrónico valido.',
  maxLength: 'Max {n} characters',
  requiredObject: 'Este campo es requerido.',
  rfcGeneric: 'El RFC no puede ser XEXX010101000 o XAXX010101000.',
  passwordsMismatch: 'Las contraseñas no coinciden',
} as const;

export function maxLengthMessage(n: number): string {
  return MESSAGES.maxLength.replace('{n}', String(n));
}
