// The TypeBox pieces every store feature's schemas are built from (each feature keeps its route schemas in its
// own schemas.ts): requests are refused by them with a 400 naming the field, responses are serialised by them and
// /api/docs shows both with examples. They follow packages/contracts/src/store.ts.
import { Type, type TObject, type TProperties } from 'typebox';
import { QUANTITY_PATTERN } from '@mikro/domain';
import { AMOUNT_PATTERN, Day, Id, IdParams, Nullable } from '../../../schemas';
export { Id, IdParams };
/** A response object: the declared fields are documented and typed; any other field the service adds is kept. */
export const Out = <T extends TProperties>(properties: T, description?: string): TObject<T> =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });
/** A request object: unknown fields are refused. */
export const In = <T extends TProperties>(properties: T, options: { description?: string; examples?: unknown[] } = {}): TObject<T> =>
  Type.Object(properties, { additionalProperties: false, ...options });
// numeric(14,2): at most 999,999,999,999.99. Sent as a decimal string ("1250.50") or a JSON number.
const MAX_AMOUNT = 999_999_999_999.99;
/** An amount of money, 0 or more, up to 2 decimals. */
export const Amount = Type.Union([Type.String({ pattern: AMOUNT_PATTERN, examples: ['250.00'] }), Type.Number({ minimum: 0, maximum: MAX_AMOUNT })], {
  description: 'Importe de 0 a 999999999999.99 con hasta 2 decimales (texto decimal o número)',
});
/** An amount as a decimal string only (what the catalogue writes use). */
export const AmountText = Type.String({ pattern: AMOUNT_PATTERN, description: 'Importe de 0 a 999999999999.99 con hasta 2 decimales', examples: ['18.50'] });
// numeric(14,3): quantities of weighed units.
const QUANTITY_TEXT = QUANTITY_PATTERN;
const MAX_QUANTITY = 99_999_999_999.999;
/** A quantity greater than 0 with up to 3 decimals (the service refuses 0). */
export const Quantity = Type.Union([Type.String({ pattern: QUANTITY_TEXT, examples: ['2', '0.750'] }), Type.Number({ exclusiveMinimum: 0, maximum: MAX_QUANTITY })], {
  description: 'Cantidad mayor que 0 con hasta 3 decimales',
});
/** A stock level: 0 or more with up to 3 decimals. */
export const StockLevel = Type.Union([Type.String({ pattern: QUANTITY_TEXT, examples: ['40'] }), Type.Number({ minimum: 0, maximum: MAX_QUANTITY })], {
  description: 'Existencia de 0 en adelante con hasta 3 decimales',
});
/** A signed quantity (a stock delta) with up to 3 decimals. */
export const SignedQuantity = Type.Union(
  [Type.String({ pattern: '^-?\\d{1,11}(\\.\\d{1,3})?$', examples: ['-2'] }), Type.Number({ minimum: -MAX_QUANTITY, maximum: MAX_QUANTITY })],
  { description: 'Cantidad con signo y hasta 3 decimales' },
);
export { Day };
export const Notes = Type.String({ maxLength: 500 });
export const Reason = Type.String({ minLength: 1, maxLength: 500 });
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Página, desde 1' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Registros por página (10 si se omite)' })),
};
export { Page } from '../../../schemas';
export const Decimal = Type.String({ description: 'Decimal como texto', examples: ['116.00'] });
export const Timestamp = Type.String({ description: 'Fecha y hora ISO 8601' });
export const UserRef = Out({ id: Type.Integer(), name: Type.String() });
export const IdRef = In({ id: Id });
/** The optional Idempotency-Key header of the writes that a client may retry. */
export { IdempotencyHeaders } from '../../../schemas';

// The pieces of a sale that quotations, and the cash register's transactions, share with the sales.
export const SalePayment = Out({
  id: Type.Integer(),
  saleId: Type.Integer(),
  kind: Type.String({ description: "'pago', 'abono' o 'devolucion'" }),
  methodId: Type.Integer(),
  methodName: Type.String(),
  methodCode: Type.String(),
  bankId: Nullable(Type.Integer()),
  amount: Decimal,
  received: Decimal,
  reference: Type.String(),
  paymentStatus: Type.String(),
  cashRegisterId: Type.Integer(),
  createdAt: Timestamp,
});
export const SaleType = Type.Union([Type.Literal('regular'), Type.Literal('fiado'), Type.Literal('deferred')]);
export const SaleLineRequest = In({ productId: Id, quantity: Quantity, charges: Type.Optional(Type.Array(Id, { maxItems: 20 })) });
export const PaymentRequest = In({
  methodId: Id,
  bankId: Type.Optional(Nullable(Id)),
  amount: Amount,
  reference: Type.Optional(Type.String({ maxLength: 100 })),
});
export const Instalments = In({
  count: Type.Integer({ minimum: 1, maximum: 48 }),
  firstDueDate: Day,
  frequency: Type.Union([Type.Literal('semanal'), Type.Literal('quincenal'), Type.Literal('mensual')]),
});
const AppliedCharge = Out({ chargeId: Type.Integer(), name: Type.String(), amount: Decimal });
export const Totals = {
  gross: Decimal,
  discounts: Decimal,
  surcharges: Decimal,
  subtotal: Decimal,
  tax: Decimal,
  total: Decimal,
};
export const LineProperties = {
  productId: Type.Integer(),
  productName: Type.String(),
  productCode: Type.String(),
  quantity: Decimal,
  unitMeasurement: Type.String(),
  unity: Type.Integer(),
  price: Decimal,
  priceWithIVA: Decimal,
  isIva: Type.Boolean(),
  extraCharges: Type.Array(AppliedCharge),
  ...Totals,
};
export const Buyer = Type.Union([Out({ id: Type.Integer(), name: Type.String() }), Type.Null()]);
