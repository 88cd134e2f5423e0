// The price the point of sale shows for a product: its price list's percentage applied (as the server does).
import type { Product } from '@mikro/contracts';
import { Money, type CartProduct } from '@mikro/domain';

const withPercent = (amount: string, percentage: string) => Money.of(amount).times(Money.of(100).plus(percentage)).dividedBy(100).toFixed2();

export function toCartProduct(product: Product): CartProduct {
  const percentage = product.storePriceList?.isActive ? product.storePriceList.percentage : null;
  return {
    id: product.id,
    name: product.name,
    code: product.code,
    price: percentage === null ? product.price : withPercent(product.price, percentage),
    priceWithIVA: percentage === null ? product.priceWithIVA : withPercent(product.priceWithIVA, percentage),
    IVA: product.IVA,
    stock: Number(product.stock),
    unitMeasurement: product.unitMeasurement,
    storeClassification: product.storeClassificationId ? { id: product.storeClassificationId } : null,
  };
}

export type StockWarning = 'insufficient' | 'below-minimum' | null;

/** After selling `quantity`: not enough stock, or stock left below the product's minimum. */
export function stockWarning(stock: string | number, minStock: string | number, quantity: string | number): StockWarning {
  const left = Money.of(stock).minus(quantity);
  if (left.isNegative()) return 'insufficient';
  return Money.of(minStock).isPositive() && left.lt(minStock) ? 'below-minimum' : null;
}
