import { PIECE_UNIT_KEY, quantityUnitProblem } from '../catalogs/units';
import { attachCharge, detachCharge } from '../extra-charges/charge-lines';
import type { ChargeLine, ExtraCharge } from '../extra-charges/types';
import type { ConceptTax } from '../invoicing/tax-rates';
import { Money, type MoneyInput, isValidAmount } from '../money/money';

/** What the cart needs of a store product. */
export interface CartProduct {
  id: number;
  name: string;
  code: string;
  price: string;
  priceWithIVA: string;
  IVA: boolean;
  /** The product's one tax: with IVA, 8 % (border region) is split with 1.08, any other with 1.16. */
  taxObject?: ConceptTax;
  stock: number;
  /** SAT unit key, e.g. 'H87' (piece) or 'KGM'. */
  unitMeasurement: string | null;
  storeClassification?: { id: number } | null;
}

/** A cart line in the shape of a sale detail line, plus its selection flag. */
export interface CartLine {
  productName: string;
  productCode: string;
  /** Decimal string; fractional for weighed or measured units. */
  quantity: string;
  unitMeasurement: string | null;
  price: string;
  priceWithIVA: string;
  isIva: boolean;
  /** The product's tax object when known; tells the line's IVA rate (see saleLineTaxFactor). */
  taxObject?: ConceptTax;
  miniStoreProduct: { id: number; IVA: boolean; stock: number; unitMeasurement: string | null };
  miniStoreClassification: { id: number } | null;
  extraCharges: ChargeLine[];
  selected: boolean;
}

export interface CartState {
  lines: CartLine[];
  /** Quotation mode: the cart is quoted, not sold. */
  quotation: boolean;
}

export const initialCart: CartState = Object.freeze({ lines: Object.freeze([]), quotation: false }) as unknown as CartState;

export type CartAction =
  | { type: 'addProduct'; product: CartProduct; quantity?: MoneyInput }
  | { type: 'decrement'; productId: number }
  | { type: 'setQuantity'; productId: number; quantity: MoneyInput }
  | { type: 'removeProduct'; productId: number }
  | { type: 'toggleSelection'; productId: number }
  /** Without productIds the charge goes on the selected lines. */
  | { type: 'attachCharge'; charge: ExtraCharge | ChargeLine; productIds?: number[] }
  | { type: 'removeCharge'; name: string; productIds?: number[] }
  | { type: 'setQuotation'; quotation: boolean }
  | { type: 'reset' };

/** A positive quantity, or null when the input is missing, non-numeric, zero or negative. */
function positiveQuantity(input: MoneyInput | undefined): Money | null {
  if (input === undefined || !isValidAmount(input)) return null;
  const quantity = Money.of(input);
  return quantity.isPositive() ? quantity : null;
}

function newLine(product: CartProduct, quantity: Money): CartLine {
  return {
    productName: product.name,
    productCode: product.code,
    quantity: quantity.toString(),
    unitMeasurement: product.unitMeasurement,
    price: product.price,
    priceWithIVA: product.priceWithIVA,
    isIva: product.IVA,
    ...(product.taxObject ? { taxObject: product.taxObject } : {}),
    miniStoreProduct: {
      id: product.id,
      IVA: product.IVA,
      stock: product.stock,
      unitMeasurement: product.unitMeasurement,
    },
    miniStoreClassification: product.storeClassification ?? null,
    extraCharges: [],
    selected: false,
  };
}

function updateLines(state: CartState, targets: (line: CartLine) => boolean, update: (line: CartLine) => CartLine): CartState {
  let changed = false;
  const lines = state.lines.map((line) => {
    if (!targets(line)) return line;
    const next = update(line);
    if (next !== line) changed = true;
    return next;
  });
  return changed ? { ...state, lines } : state;
}

const byProduct = (productId: number) => (line: CartLine) => line.miniStoreProduct.id === productId;

function chargeTargets(productIds: number[] | undefined): (line: CartLine) => boolean {
  return productIds ? (line) => productIds.includes(line.miniStoreProduct.id) : (line) => line.selected;
}

function addProduct(state: CartState, product: CartProduct, requested: MoneyInput | undefined): CartState {
  const quantity = requested === undefined ? Money.of(1) : positiveQuantity(requested);
  if (!quantity || quantityUnitProblem(product.unitMeasurement, quantity)) return state;
  if (!state.lines.some(byProduct(product.id))) return { ...state, lines: [...state.lines, newLine(product, quantity)] };
  const increment = product.unitMeasurement === PIECE_UNIT_KEY ? Money.of(1) : quantity;
  return updateLines(state, byProduct(product.id), (line) => ({
    ...line,
    quantity: Money.of(line.quantity).plus(increment).toString(),
  }));
}

/** The point of sale's cart. Returns the same state object when nothing changes. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'addProduct':
      return addProduct(state, action.product, action.quantity);
    case 'decrement':
      return updateLines(state, byProduct(action.productId), (line) => {
        const next = Money.of(line.quantity).minus(1);
        return next.isPositive() ? { ...line, quantity: next.toString() } : line;
      });
    case 'setQuantity': {
      const quantity = positiveQuantity(action.quantity);
      if (!quantity) return state;
      // A piece is sold whole: a fraction of one leaves the line as it was.
      return updateLines(state, byProduct(action.productId), (line) =>
        quantity.eq(line.quantity) || quantityUnitProblem(line.unitMeasurement, quantity) ? line : { ...line, quantity: quantity.toString() },
      );
    }
    case 'removeProduct': {
      const lines = state.lines.filter((line) => !byProduct(action.productId)(line));
      return lines.length === state.lines.length ? state : { ...state, lines };
    }
    case 'toggleSelection':
      return updateLines(state, byProduct(action.productId), (line) => ({ ...line, selected: !line.selected }));
    case 'attachCharge':
      return updateLines(state, chargeTargets(action.productIds), (line) => attachCharge(line, action.charge));
    case 'removeCharge':
      return updateLines(state, chargeTargets(action.productIds), (line) => detachCharge(line, action.name));
    case 'setQuotation':
      return state.quotation === action.quotation ? state : { ...state, quotation: action.quotation };
    case 'reset':
      return initialCart;
    default:
      return state;
  }
}
