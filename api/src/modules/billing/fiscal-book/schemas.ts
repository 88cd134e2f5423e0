// TypeBox schemas of the fiscal book route.
import { Type } from 'typebox';
import { Id } from '../../../schemas';

/** A search by RFC or name (q), and the payment being invoiced with the module it belongs to (its payer's data come first). */
export const FiscalBookQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    module: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    paymentId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
