// An inscription's concept as the profile edits it: price, quantity, due day, months charged and whether it
// is active; adding one also names the school concept.
import * as yup from 'yup';
import type { InscriptionConcept, InscriptionConceptRequest } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { MESSAGES } from '@mikro/ui';
import { daySchema, priceSchema, quantitySchema } from '../../shared/conceptLine';

export interface InscriptionConceptValues {
  schoolConceptId: number | null;
  price: string;
  quantity: number;
  paymentDay: number | null;
  /** Empty: every month of the cycle (a one-time concept: the enrolment month). */
  months: number[];
  isActive: boolean;
}

export const editConceptSchema = yup.object({
  price: priceSchema(),
  quantity: quantitySchema(),
  paymentDay: daySchema().required(MESSAGES.required),
  months: yup.array(yup.number().integer().min(1).max(12)),
});

export const addConceptSchema = editConceptSchema.shape({ schoolConceptId: yup.number().nullable().required(MESSAGES.required) });

export function conceptInitialValues(row: InscriptionConcept | null): InscriptionConceptValues {
  return {
    schoolConceptId: row?.schoolConceptId ?? null,
    price: row?.price ?? '',
    quantity: row?.quantity ?? 1,
    paymentDay: row?.paymentDay ?? 10,
    months: row?.months ?? [],
    isActive: row?.isActive ?? true,
  };
}

/** The request body; the school concept is sent only when adding (an existing line keeps its concept). */
export function toConceptRequest(values: InscriptionConceptValues, adding: boolean): InscriptionConceptRequest {
  return {
    ...(adding && values.schoolConceptId !== null ? { schoolConceptId: values.schoolConceptId } : {}),
    price: Money.of(values.price.trim()).toFixed2(),
    quantity: Number(values.quantity),
    paymentDay: Number(values.paymentDay),
    months: [...new Set(values.months)].sort((a, b) => a - b),
    isActive: values.isActive,
  };
}
