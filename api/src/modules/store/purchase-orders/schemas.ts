// TypeBox schemas of purchase orders and their reception (the warehouse).
import { Type } from 'typebox';
import { Nullable } from '../../../schemas';
import { Amount, Day, Decimal, Id, In, Notes, Out, Page, Paging, Quantity, Timestamp, UserRef } from '../shared/schemas';

const PurchaseOrderStatus = Type.Union([
  Type.Literal('borrador'),
  Type.Literal('enviada'),
  Type.Literal('parcialmente surtida'),
  Type.Literal('surtida'),
  Type.Literal('cancelada'),
]);
export const SavePurchaseOrderBody = In(
  {
    providerId: Id,
    lines: Type.Array(In({ productId: Id, quantity: Quantity, unitCost: Type.Optional(Amount) }), { minItems: 1, maxItems: 500 }),
    notes: Type.Optional(Notes),
    expectedDate: Type.Optional(Nullable(Day)),
  },
  { examples: [{ providerId: 2, lines: [{ productId: 12, quantity: '48', unitCost: '11.50' }], expectedDate: '2026-03-20' }] },
);
export const PurchaseOrderStatusBody = In({ status: Type.Union([Type.Literal('enviada'), Type.Literal('cancelada')]) }, { examples: [{ status: 'enviada' }] });
export const ReceivePurchaseOrderBody = In(
  { lines: Type.Optional(Type.Array(In({ lineId: Id, quantity: Quantity }), { minItems: 1, maxItems: 500 })), notes: Type.Optional(Notes) },
  { examples: [{ lines: [{ lineId: 5, quantity: '24' }], notes: 'Llegó la mitad' }, {}] },
);
export const PurchaseOrder = Out({
  id: Type.Integer(),
  branchOfficeId: Type.Integer(),
  provider: Out({ id: Type.Integer(), name: Type.String() }),
  status: PurchaseOrderStatus,
  total: Decimal,
  notes: Type.String(),
  expectedDate: Nullable(Type.String()),
  user: UserRef,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const PurchaseOrderDetail = Out({
  ...PurchaseOrder.properties,
  lines: Type.Array(
    Out({ id: Type.Integer(), productId: Type.Integer(), productName: Type.String(), productCode: Type.String(), quantity: Decimal, receivedQuantity: Decimal, unitCost: Decimal, total: Decimal }),
  ),
});
export const PurchaseOrderListQuery = Type.Object({ ...Paging, status: Type.Optional(PurchaseOrderStatus), providerId: Type.Optional(Id) });

export const PurchaseOrderPage = Page(PurchaseOrder);
