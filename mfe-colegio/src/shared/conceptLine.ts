// What a payment plan's concept and an inscription's concept have in common on screen: the months it is
// charged, its price and its due day, with the same checks.
import * as yup from 'yup';
import { monthName } from '@mikro/domain';
import { amountString, MESSAGES } from '@mikro/ui';

/** The months as the concept forms list them, each on its own ('Enero'). */
export const MONTHS = Array.from({ length: 12 }, (_, index) => monthName(index + 1, { capitalized: true }));

/**
 * When a concept is charged, as the charge schedule reads its months: a one-time concept (an inscription)
 * once, in its first listed month or else in the month of the enrolment; a monthly one in each listed month,
 * or in every month of the cycle when none is listed.
 */
export function monthsLabel(months: readonly number[], conceptType?: string): string {
  if (conceptType === 'OneTime') return months.length === 0 ? 'Mes de la inscripción' : (MONTHS[months[0]! - 1] ?? '');
  return months.length === 0 ? 'Cada mes del ciclo' : [...months].sort((a, b) => a - b).map((month) => MONTHS[month - 1]).join(', ');
}

/**
 * A price: required, money as the API stores it (at most 2 decimals: 10.555 is refused here, not rounded
 * to 10.56 on the way out), not negative, under ten million.
 */
export const priceSchema = () =>
  amountString({
    required: true,
    format: 'amount',
    min: 0,
    max: 10_000_000,
    maxExclusive: true,
    messages: { invalid: 'Escriba un importe válido con hasta 2 decimales, p. ej. 2500.00', min: 'El importe no puede ser negativo', max: 'El importe es demasiado grande' },
  });

/** A day of the month, 1 to 31 (empty allowed unless required). */
export const daySchema = () =>
  yup.number().nullable().typeError('Escriba un día del 1 al 31').integer('Escriba un día del 1 al 31').min(1, 'Escriba un día del 1 al 31').max(31, 'Escriba un día del 1 al 31');

export const quantitySchema = () => yup.number().typeError('Escriba un número').integer('Escriba un número entero').min(1, 'Mínimo 1').max(10_000, 'Máximo 10000');

/** A concept line as its form edits it (a payment plan's concept, an inscription's concept). */
export interface ConceptLineValues {
  schoolConceptId: number | null;
  price: string;
  quantity: number;
  paymentDay: number | null;
  /** Empty: every month of the cycle (a one-time concept: the enrolment month). */
  months: number[];
  isActive: boolean;
}

/** The checks of a concept line being edited (its school concept already chosen). */
export const conceptLineSchema = yup.object({
  price: priceSchema(),
  quantity: quantitySchema(),
  paymentDay: daySchema().required(MESSAGES.required),
  months: yup.array(yup.number().integer().min(1).max(12)),
});

/** The checks of a new concept line: the same, and a school concept to charge. */
export const newConceptLineSchema = conceptLineSchema.shape({ schoolConceptId: yup.number().nullable().required(MESSAGES.required) });
