// The cash register forms' validation. Each schema is built on its form's first use: building yup schemas
// took a noticeable part of the point of sale's start-up, for forms most visits never open.
import * as yup from 'yup';
import { isValidAmount } from '@mikro/domain';
import { MESSAGES, requiredString } from '@mikro/ui';

function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

export const openingSchema = builtOnFirstUse(() =>
  yup.object({
    openingAmount: yup
      .string()
      .required(MESSAGES.required)
      .test('amount', 'El fondo debe ser un número mayor o igual a 0', (value) => value !== undefined && isValidAmount(value) && Number(value) >= 0),
    notes: yup.string().max(200),
  }),
);

export const movementSchema = builtOnFirstUse(() =>
  yup.object({
    amount: yup
      .string()
      .required(MESSAGES.required)
      .test('amount', 'El importe debe ser mayor a 0', (value) => value !== undefined && isValidAmount(value) && Number(value) > 0),
    reason: requiredString().max(200),
  }),
);
