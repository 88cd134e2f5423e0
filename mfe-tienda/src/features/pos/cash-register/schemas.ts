// The cash register forms' validation. Each schema is built on its form's first use: building yup schemas
// took a noticeable part of the point of sale's start-up, for forms most visits never open.
// Both amounts are money as the API takes it (2 decimals): what is not is refused with amountString's text
// for 'amount' ("… con hasta 2 decimales …"), the bound keeps the form's own text.
import * as yup from 'yup';
import { amountString, requiredString } from '@mikro/ui';

function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

export const openingSchema = builtOnFirstUse(() =>
  yup.object({
    openingAmount: amountString({ required: true, format: 'amount', min: 0, messages: { min: 'El fondo debe ser un número mayor o igual a 0' } }),
    notes: yup.string().max(200),
  }),
);

export const movementSchema = builtOnFirstUse(() =>
  yup.object({
    amount: amountString({ required: true, format: 'amount', min: 0, minExclusive: true, messages: { min: 'El importe debe ser mayor a 0' } }),
    reason: requiredString().max(200),
  }),
);
