// TypeBox schemas of manual stock adjustments and the kardex.
import { Type } from 'typebox';
import { Nullable } from '../../../schemas';
import { Decimal, Id, In, Out, Page, Paging, Reason, SignedQuantity, StockLevel, Timestamp, UserRef } from '../shared/schemas';

export const StockAdjustmentBody = In(
  { productId: Id, newStock: Type.Optional(StockLevel), delta: Type.Optional(SignedQuantity), reason: Reason },
  { description: 'Exactamente uno de newStock o delta', examples: [{ productId: 12, newStock: '40', reason: 'Conteo físico' }, { productId: 12, delta: '-2', reason: 'Merma' }] },
);
export const StockMovement = Out({
  id: Type.Integer(),
  productId: Type.Integer(),
  type: Type.String(),
  quantity: Decimal,
  stockAfter: Decimal,
  reason: Type.String(),
  referenceType: Type.String(),
  referenceId: Nullable(Type.Integer()),
  folio: Nullable(Type.String()),
  user: UserRef,
  createdAt: Timestamp,
});
export const StockAdjustmentResponse = Out({ productId: Type.Integer(), stock: Decimal, movement: StockMovement });
export const KardexParams = Type.Object({ productId: Id });
export const KardexQuery = Type.Object({ ...Paging });

export const StockMovementPage = Page(StockMovement);
