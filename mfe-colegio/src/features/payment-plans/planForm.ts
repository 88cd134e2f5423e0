// The payment plan form: name, level, study plan and the grades it is offered to.
import * as yup from 'yup';
import { FIELD_LIMITS, type PaymentPlan, type PaymentPlanInput } from '@mikro/contracts';
import { maxLengthMessage, requiredString } from '@mikro/ui';

export interface PaymentPlanValues {
  name: string;
  description: string;
  levelId: number | null;
  studyPlanId: number | null;
  grades: number[];
  isActive: boolean;
}
export const paymentPlanSchema = yup.object({ name: requiredString().max(FIELD_LIMITS.paymentPlans.name), description: yup.string().max(500, maxLengthMessage(500)) });
export const paymentPlanInitialValues = (row: PaymentPlan | null): PaymentPlanValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  levelId: row?.levelId ?? null,
  studyPlanId: row?.studyPlanId ?? null,
  grades: row?.grades ?? [],
  isActive: row?.isActive ?? true,
});
export const toPaymentPlanInput = (values: PaymentPlanValues): PaymentPlanInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  levelId: values.levelId,
  studyPlanId: values.studyPlanId,
  grades: values.grades,
  isActive: values.isActive,
});
