// Purchase-order lines as edited on screen, their total and the request body.
import type { PurchaseOrderLineRequest } from '@mikro/contracts';
import { isQuantityText, Money } from '@mikro/domain';
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

export const QUANTITY_INVALID = 'Escriba una cantidad mayor que 0, con hasta 3 decimales';
export const COST_INVALID = 'Escriba un costo de 0 o más, con hasta 2 decimales';

/** What the API takes as a line quantity (more than 0, up to 3 decimals) and as a unit cost (money, 0 for a free item). */
const quantityOk = (text: string) => isQuantityText(text.trim()) && Money.of(text.trim()).isPositive();
const costOk = (text: string) => isAmountInRange(text, { format: 'amount', min: 0 });

/** Per product, why its quantity or cost would be refused: said beside that input, not in a toast. */
export type LineProblems = Record<number, { quantity?: string; unitCost?: string }>;

export function orderLineProblems(lines: EditableLine[]): LineProblems {
  const problems: LineProblems = {};
  for (const line of lines) {
    const problem = { ...(quantityOk(line.quantity) ? {} : { quantity: QUANTITY_INVALID }), ...(costOk(line.unitCost) ? {} : { unitCost: COST_INVALID }) };
    if (problem.quantity || problem.unitCost) problems[line.productId] = problem;
  }
  return problems;
}

/** null when there are no lines or a line has a quantity or cost the API would refuse (see orderLineProblems). */
export function toLineRequests(lines: EditableLine[]): PurchaseOrderLineRequest[] | null {
  if (lines.length === 0 || Object.keys(orderLineProblems(lines)).length > 0) return null;
  return lines.map((line) => ({ productId: line.productId, quantity: line.quantity.trim(), unitCost: line.unitCost.trim() }));
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

/**
 * What was typed to receive now, per order line: only what is filled in, each more than 0 and no more than
 * what is pending (a problem is said beside that line's input); nothing typed at all is a problem of its own.
 */
export function receiveLines(
  lines: { id: number; quantity: string; receivedQuantity: string }[],
  typed: Record<number, string>,
): { lines: { lineId: number; quantity: string }[]; problems: Record<number, string>; nothingTyped: boolean } {
  const picked: { lineId: number; quantity: string }[] = [];
  const problems: Record<number, string> = {};
  for (const line of lines) {
    const value = (typed[line.id] ?? '').trim();
    if (!value) continue;
    const pending = pendingQuantity(line);
    if (!quantityOk(value)) problems[line.id] = QUANTITY_INVALID;
    else if (Money.of(value).gt(pending)) problems[line.id] = `Solo quedan ${pending} por recibir`;
    else picked.push({ lineId: line.id, quantity: value });
  }
  const nothingTyped = picked.length === 0 && Object.keys(problems).length === 0;
  return { lines: Object.keys(problems).length > 0 ? [] : picked, problems, nothingTyped };
}
