// The extra-charge (discount, surcharge or scholarship) form: values, Spanish validation and the body the API takes.
import * as yup from 'yup';
import { FIELD_LIMITS, type ExtraCharge, type ExtraChargeInput } from '@mikro/contracts';
import { APPLICATION_FORM, DEFAULT_EXTRA_CHARGE_OPERATION, EXTRA_CHARGE_OPERATIONS, Money, VALUE_TYPE } from '@mikro/domain';
import { amountString, MESSAGES, requiredString } from '@mikro/ui';

export interface ExtraChargeValues {
  name: string;
  quantity: string;
  typeApplication: number;
  operation: string;
  startDay: string;
  endDay: string;
  startDate: string;
  endDate: string;
  applicationForm: number;
  extraChargesTypeId: number | null;
  extraChargesCampusId: number | null;
  extraChargesCycleId: number | null;
  isActive: boolean;
}

const dayOfMonth = yup
  .string()
  .matches(/^(|[1-9]|[12]\d|3[01])$/, 'Escriba un día entre 1 y 31');

// The charge's value, pesos or a percentage: more than zero with at most 2 decimals; a percentage at most 100.
const CHARGE_VALUE = 'Escriba una cantidad mayor que cero con hasta 2 decimales';
const quantityValue = amountString({ required: true, format: 'amount', min: 0, minExclusive: true, messages: CHARGE_VALUE });
const percentageValue = amountString({
  required: true,
  format: 'amount',
  min: 0,
  minExclusive: true,
  max: 100,
  messages: { invalid: CHARGE_VALUE, min: CHARGE_VALUE, max: 'Un porcentaje no puede ser mayor que 100' },
});

export const extraChargeSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.extraCharges.name),
  quantity: yup.string().when('typeApplication', ([type]: unknown[]) => (type === VALUE_TYPE.percentage ? percentageValue : quantityValue)),
  typeApplication: yup.number().oneOf([VALUE_TYPE.percentage, VALUE_TYPE.quantity]).required(MESSAGES.required),
  operation: yup.string().oneOf([...EXTRA_CHARGE_OPERATIONS]).required(MESSAGES.required),
  startDay: dayOfMonth,
  endDay: dayOfMonth.test('after-start', 'El día final no puede ser anterior al inicial', function (value) {
    return !value || !this.parent.startDay || Number(value) >= Number(this.parent.startDay);
  }),
  startDate: yup.string(),
  endDate: yup.string().test('after-start', 'La fecha final no puede ser anterior a la inicial', function (value) {
    return !value || !this.parent.startDate || value >= this.parent.startDate;
  }),
  applicationForm: yup.number().oneOf([APPLICATION_FORM.Manual, APPLICATION_FORM.Automatic]).required(MESSAGES.required),
  extraChargesTypeId: yup.number().nullable().required(MESSAGES.requiredObject),
  extraChargesCampusId: yup.number().nullable(),
  extraChargesCycleId: yup.number().nullable(),
  isActive: yup.boolean(),
});

export function extraChargeInitialValues(charge: ExtraCharge | null, typeId: number | null): ExtraChargeValues {
  return {
    name: charge?.name ?? '',
    quantity: charge ? Money.of(charge.quantity).toString() : '',
    typeApplication: charge?.typeApplication ?? VALUE_TYPE.percentage,
    operation: charge?.operation ?? DEFAULT_EXTRA_CHARGE_OPERATION,
    startDay: charge?.startDay?.toString() ?? '',
    endDay: charge?.endDay?.toString() ?? '',
    startDate: charge?.startDate ?? '',
    endDate: charge?.endDate ?? '',
    applicationForm: charge?.applicationForm ?? APPLICATION_FORM.Manual,
    extraChargesTypeId: charge?.extraChargesTypeId ?? typeId,
    extraChargesCampusId: charge?.extraChargesCampusId ?? null,
    extraChargesCycleId: charge?.extraChargesCycleId ?? null,
    isActive: charge?.isActive ?? true,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toExtraChargeInput(values: ExtraChargeValues): ExtraChargeInput {
  return {
    name: values.name.trim(),
    quantity: values.quantity.trim(),
    typeApplication: values.typeApplication,
    operation: values.operation,
    startDay: values.startDay ? Number(values.startDay) : null,
    endDay: values.endDay ? Number(values.endDay) : null,
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    applicationForm: values.applicationForm,
    extraChargesTypeId: Number(values.extraChargesTypeId),
    extraChargesCampusId: values.extraChargesCampusId,
    extraChargesCycleId: values.extraChargesCycleId,
    isActive: values.isActive,
  };
}
