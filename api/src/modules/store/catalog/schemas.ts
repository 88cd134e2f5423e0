// TypeBox schemas of the catalogue writes beyond the CRUD resources: price lists, product providers, the POS menu order.
import { Type } from 'typebox';
import { AmountText, Id, In, Out } from '../shared/schemas';

export const PriceListItemsBody = In(
  { items: Type.Array(In({ productId: Id, price: Type.Optional(AmountText), priceWithIVA: Type.Optional(AmountText) }), { minItems: 1, maxItems: 500 }) },
  { description: 'Dé price o priceWithIVA por producto; el servidor calcula el otro', examples: [{ items: [{ productId: 12, priceWithIVA: '15.00' }] }] },
);
export const PriceListItemParams = Type.Object({ id: Id, productId: Id });
export const ProductProvidersBody = In(
  { providers: Type.Array(In({ providerId: Id, cost: AmountText, providerCode: Type.Optional(Type.String({ maxLength: 60 })) }), { maxItems: 100 }) },
  { examples: [{ providers: [{ providerId: 2, cost: '11.50', providerCode: 'DEN-4411' }, { providerId: 3, cost: '12.00' }] }] },
);
export const MenuOrderBody = In({ productIds: Type.Array(Id, { minItems: 1, maxItems: 500 }) }, { examples: [{ productIds: [12, 30, 7] }] });
export const MenuOrderResponse = Type.Array(Out({ id: Type.Integer(), menuOrder: Type.Integer() }));
export const AnyRows = Type.Array(Out({ id: Type.Integer() }));
/** The automatic discounts and surcharges a sale line takes today (any other field the service adds is kept). */
export const TodaysAutomaticCharges = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: true }));
