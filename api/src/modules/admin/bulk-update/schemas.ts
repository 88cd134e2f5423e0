// TypeBox schemas of the bulk price update (/update).
import { Type } from 'typebox';
import { Amount, Id, Nullable } from '../../../schemas';

/** What the prices are changed on: store products, or school or academy concepts. */
const Target = Type.Union([Type.Literal('products'), Type.Literal('school-concepts'), Type.Literal('academy-concepts')]);

export const PercentagePreviewBody = Type.Object(
  { target: Target, percentage: Type.String({ maxLength: 10 }), ids: Type.Optional(Type.Array(Id, { maxItems: 5000 })) },
  { additionalProperties: false },
);

export const ApplyPricesBody = Type.Object(
  {
    target: Target,
    changes: Type.Array(
      Type.Object({ id: Id, oldPrice: Amount, newPrice: Amount, newPriceWithIva: Nullable(Amount) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 5000 },
    ),
  },
  { additionalProperties: false },
);
