// Purchase-order lines as edited on screen, their total and the request body.
import type { PurchaseOrderLineRequest } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { isAmountInRange } from '@mikro/ui';

export interface EditableLine {
  productId: number;
  productName: string;
  quantity: string;
  unitCost: string;
}

const valid = (value: string) => isAmountInRange(value);

export function lineTotal(line: EditableLine): string {
  return valid(line.quantity) && valid(line.unitCost) ? Money.of(line.quantity).times(line.unitCost).toFixed2() : '0.00';
}

export function orderTotal(lines: EditableLine[]): string {
  return Money.sum(lines.map(lineTotal)).toFixed2();
}

/** null when a line has a quantity ≤ 0 or a negative/non-numeric cost. */
export function toLineRequests(lines: EditableLine[]): PurchaseOrderLineRequest[] | null {
  if (lines.length === 0) return null;
  const ok = lines.every((line) => isAmountInRange(line.quantity, { min: 0, minExclusive: true }) && isAmountInRange(line.unitCost, { min: 0 }));
  return ok ? lines.map((line) => ({ productId: line.productId, quantity: line.quantity.trim(), unitCost: line.unitCost.trim() })) : null;
}

type OrderProduct = { id: number; name: string; priceProvider: string; miniStoreProductsProvider?: { providerId: number; cost: string }[] };

/** The order's provider's price for the product when it has one, else the product's provider price. */
export function providerCost(product: OrderProduct, providerId: number | null): string {
  const own = product.miniStoreProductsProvider?.find((entry) => entry.providerId === providerId);
  return Money.of(own?.cost || product.priceProvider || '0').toFixed2();
}

/** Adding a product already in the order adds one more unit instead of a second line. */
export function addProductLine(lines: EditableLine[], product: OrderProduct, providerId: number | null = null): EditableLine[] {
  const existing = lines.find((line) => line.productId === product.id);
  if (existing) {
    return lines.map((line) => (line === existing && valid(line.quantity) ? { ...line, quantity: Money.of(line.quantity).plus(1).toString() } : line));
  }
  return [...lines, { productId: product.id, productName: product.name, quantity: '1', unitCost: providerCost(product, providerId) }];
}

/** What is left to receive of each line. */
export function pendingQuantity(line: { quantity: string; receivedQuantity: string }): string {
  return Money.max(Money.of(line.quantity).minus(line.receivedQuantity), Money.ZERO).toString();
}
