// An inscription's concept as the profile edits it: price, quantity, due day, months charged and whether it
// is active; adding one also names the school concept.
import type { InscriptionConcept, InscriptionConceptRequest } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { conceptLineSchema, newConceptLineSchema, type ConceptLineValues } from '../../shared/conceptLine';

/** An inscription's concept line (the same form as a payment plan's concept line). */
export type InscriptionConceptValues = ConceptLineValues;

export const editConceptSchema = conceptLineSchema;
export const addConceptSchema = newConceptLineSchema;

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
