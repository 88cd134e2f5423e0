import { setLocale } from 'yup';
import { GENERIC_RFC_MESSAGE } from '@mikro/domain';

/** The product's Spanish validation messages, word for word ({n} is replaced by maxLengthMessage). */
export const MESSAGES = {
  required: 'Este campo es requerido',
  email: 'Introduce un correo electrónico valido.',
  maxLength: 'Máximo {n} caracteres',
  minLength: 'Mínimo {n} caracteres',
  requiredObject: 'Este campo es requerido.',
  rfcGeneric: GENERIC_RFC_MESSAGE,
  passwordsMismatch: 'Las contraseñas no coinciden',
} as const;

export function maxLengthMessage(n: number): string {
  return MESSAGES.maxLength.replace('{n}', String(n));
}

export function minLengthMessage(n: number): string {
  return MESSAGES.minLength.replace('{n}', String(n));
}

/**
 * yup's own messages in Spanish, for the rules a schema writes without a message of its own (a bare .max(200)
 * said "Max 200 characters" or "this must be at most 200 characters"). Set when this module loads: every schema
 * of the product imports the product's messages or rules from here, so yup speaks Spanish before they are built.
 */
setLocale({
  mixed: {
    default: 'El valor no es válido',
    required: MESSAGES.required,
    defined: MESSAGES.required,
    notNull: MESSAGES.required,
    oneOf: 'Elija uno de los valores permitidos',
    notOneOf: 'Este valor no está permitido',
    notType: ({ type }: { type: string }) => (type === 'number' ? 'Escriba un número' : type === 'date' ? 'Escriba una fecha que exista' : 'El valor no es válido'),
  },
  string: {
    length: ({ length }: { length: number }) => `Debe tener exactamente ${length} caracteres`,
    min: ({ min }: { min: number }) => minLengthMessage(min),
    max: ({ max }: { max: number }) => maxLengthMessage(max),
    email: MESSAGES.email,
    url: 'Escriba una dirección web válida',
    matches: 'El formato no es válido',
    trim: 'Quite los espacios del principio y del final',
    lowercase: 'Escríbalo en minúsculas',
    uppercase: 'Escríbalo en mayúsculas',
  },
  number: {
    min: ({ min }: { min: number }) => `Debe ser mayor o igual a ${min}`,
    max: ({ max }: { max: number }) => `Debe ser menor o igual a ${max}`,
    lessThan: ({ less }: { less: number }) => `Debe ser menor que ${less}`,
    moreThan: ({ more }: { more: number }) => `Debe ser mayor que ${more}`,
    positive: 'Debe ser mayor que 0',
    negative: 'Debe ser menor que 0',
    integer: 'Escriba un número entero',
  },
  date: {
    min: 'La fecha es anterior a la permitida',
    max: 'La fecha es posterior a la permitida',
  },
  array: {
    min: ({ min }: { min: number }) => (min === 1 ? 'Elija al menos uno' : `Elija al menos ${min}`),
    max: ({ max }: { max: number }) => `Elija como máximo ${max}`,
  },
});
