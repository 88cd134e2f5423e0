// The school concept (what the school charges: enrolment, tuition…) and a payment plan's concept lines.
import * as yup from 'yup';
import { FIELD_LIMITS, type PaymentPlanConcept, type PaymentPlanConceptInput, type SchoolConcept, type SchoolConceptInput, type TaxObject } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { maxLengthMessage, MESSAGES, requiredString } from '@mikro/ui';
import { daySchema, monthsLabel, MONTHS, newConceptLineSchema, priceSchema, quantitySchema, type ConceptLineValues } from '../../shared/conceptLine';

export { MONTHS, monthsLabel };

const price = priceSchema;
const day = daySchema;

export interface SchoolConceptValues {
  name: string;
  description: string;
  price: string;
  satCode: string;
  unitCode: string;
  unity: string;
  grades: number[];
  quantity: number;
  conceptType: string;
  startDay: number | null;
  taxObject: TaxObject;
  isActive: boolean;
}

export const schoolConceptSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.schoolConcepts.name),
  description: yup.string().max(500, maxLengthMessage(500)),
  price: price(),
  satCode: yup.string().required(MESSAGES.required).matches(/^\d{8}$/, 'La clave SAT tiene 8 dígitos'),
  unitCode: requiredString().max(FIELD_LIMITS.schoolConcepts.unitCode),
  quantity: quantitySchema(),
  conceptType: yup.string().oneOf(['OneTime', 'Monthly']),
  startDay: day(),
});

/** New concepts: quantity 1, one-time, SAT 86121500 (educational services) in units E48 (service unit), exempt like tuition. */
export function schoolConceptInitialValues(row: SchoolConcept | null): SchoolConceptValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    price: row?.price ?? '',
    satCode: row?.satCode ?? '',
    unitCode: row?.unitCode || 'E48',
    unity: row?.unity || 'Unidad de servicio',
    grades: row?.grades ?? [],
    quantity: row?.quantity ?? 1,
    conceptType: row?.conceptType ?? 'OneTime',
    startDay: row?.startDay ?? null,
    taxObject: row?.taxObject ?? 'exento',
    isActive: row?.isActive ?? true,
  };
}

export function toSchoolConceptInput(values: SchoolConceptValues): SchoolConceptInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Money.of(values.price.trim()).toFixed2(),
    satCode: values.satCode,
    unitCode: values.unitCode.trim().toUpperCase(),
    unity: values.unity.trim(),
    grades: values.grades,
    quantity: Number(values.quantity),
    conceptType: values.conceptType,
    startDay: values.startDay === null || String(values.startDay) === '' ? null : Number(values.startDay),
    taxObject: values.taxObject,
    isActive: values.isActive,
  };
}

/** A payment plan's concept line (the same form as an inscription's concept line). */
export type PlanConceptValues = ConceptLineValues;

export const planConceptSchema = newConceptLineSchema;

export function planConceptInitialValues(row: PaymentPlanConcept | null): PlanConceptValues {
  return {
    schoolConceptId: row?.schoolConceptId ?? null,
    price: row?.price ?? '',
    quantity: row?.quantity ?? 1,
    paymentDay: row?.paymentDay ?? 10,
    months: row?.months?.length ? row.months : row?.month ? [row.month] : [],
    isActive: row?.isActive ?? true,
  };
}

export function toPlanConceptInput(paymentPlanId: number, values: PlanConceptValues): PaymentPlanConceptInput {
  return {
    paymentPlanId,
    schoolConceptId: values.schoolConceptId as number,
    price: Money.of(values.price.trim()).toFixed2(),
    quantity: Number(values.quantity),
    paymentDay: values.paymentDay === null ? null : Number(values.paymentDay),
    month: values.months.length === 1 ? values.months[0] : null,
    months: [...values.months].sort((a, b) => a - b),
    isActive: values.isActive,
  };
}
