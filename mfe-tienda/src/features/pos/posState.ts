// The point of sale's state in one reducer: the cart (packages/domain), the buyer, the search text and which
// dialog is open. Pure: every transition is tested without rendering.
import type { Client, Product, Quotation, QuotationDetail, SaleType } from '@mikro/contracts';
import { cartReducer, initialCart, STORE_SALE_TYPE, type CartAction, type CartProduct, type CartState, type ExtraCharge } from '@mikro/domain';

export type Checkout = { kind: 'cart'; saleType: SaleType } | { kind: 'quotation'; quotation: Quotation };
export type RegisterDialog = 'movement' | 'x' | 'close' | null;

export interface PosState {
  cart: CartState;
  /** The products in the cart, for their minimum stock and display unit. */
  products: ReadonlyMap<number, Product>;
  text: string;
  buyer: Client | null;
  checkout: Checkout | null;
  ticketOf: number | null;
  quotationShown: QuotationDetail | null;
  showQuotations: boolean;
  registerDialog: RegisterDialog;
  confirmCancel: boolean;
  /** Bumped on every added product: the cart scrolls its newest line into view. */
  addedAt: number;
}

export type PosAction =
  | { type: 'cart'; action: CartAction }
  | { type: 'add'; product: Product; cartProduct: CartProduct; charges: readonly ExtraCharge[] }
  | { type: 'text'; text: string }
  | { type: 'buyer'; buyer: Client | null }
  | { type: 'checkout'; checkout: Checkout | null }
  | { type: 'sold'; saleId: number }
  | { type: 'quoted'; quotation: QuotationDetail }
  | { type: 'showQuotation'; quotation: QuotationDetail | null }
  | { type: 'quotations'; open: boolean }
  | { type: 'registerDialog'; dialog: RegisterDialog }
  | { type: 'confirmCancel'; open: boolean }
  | { type: 'cancelSale' }
  | { type: 'closeTicket' };

export const initialPos: PosState = {
  cart: initialCart,
  products: new Map(),
  text: '',
  buyer: null,
  checkout: null,
  ticketOf: null,
  quotationShown: null,
  showQuotations: false,
  registerDialog: null,
  confirmCancel: false,
  addedAt: 0,
};

/** A new sale: nothing in the cart and nothing being charged. */
const emptySale = (state: PosState): PosState => ({ ...state, cart: initialCart, products: new Map(), buyer: null, text: '', checkout: null });

export function posReducer(state: PosState, action: PosAction): PosState {
  switch (action.type) {
    case 'cart': {
      const cart = cartReducer(state.cart, action.action);
      return cart === state.cart ? state : { ...state, cart };
    }
    case 'add': {
      let cart = cartReducer(state.cart, { type: 'addProduct', product: action.cartProduct });
      for (const charge of action.charges) cart = cartReducer(cart, { type: 'attachCharge', charge, productIds: [action.product.id] });
      return { ...state, cart, products: new Map(state.products).set(action.product.id, action.product), addedAt: state.addedAt + 1 };
    }
    case 'text':
      return { ...state, text: action.text };
    case 'buyer':
      return { ...state, buyer: action.buyer };
    case 'checkout':
      if (action.checkout?.kind === 'cart' && state.cart.lines.length === 0) return state;
      return { ...state, checkout: action.checkout };
    case 'sold':
      return { ...emptySale(state), ticketOf: action.saleId };
    case 'quoted':
      return { ...emptySale(state), quotationShown: action.quotation };
    case 'showQuotation':
      return { ...state, quotationShown: action.quotation, showQuotations: false };
    case 'quotations':
      return { ...state, showQuotations: action.open };
    case 'registerDialog':
      return { ...state, registerDialog: action.dialog };
    case 'confirmCancel':
      return { ...state, confirmCancel: action.open && state.cart.lines.length > 0 };
    case 'cancelSale':
      return { ...emptySale(state), confirmCancel: false };
    case 'closeTicket':
      return { ...state, ticketOf: null };
  }
}

/** Whether a dialog is open (the counter's keys and the scanner then stay out of the way). */
export const dialogOpen = (state: PosState) =>
  state.checkout !== null || state.ticketOf !== null || state.quotationShown !== null || state.showQuotations || state.registerDialog !== null || state.confirmCancel;

/**
 * The "Tipo de venta" preference (typePayStore: fiado 0, quotation 1, deferred 2): the sale type the payment
 * dialog starts with, and the alternative button next to Cobrar. Quotation keeps cash sales and puts Cotizar first.
 */
export function startingSaleType(typePayStore: number | undefined): { saleType: SaleType; alternative: SaleType | 'quotation' } {
  if (typePayStore === STORE_SALE_TYPE.fiado) return { saleType: 'fiado', alternative: 'regular' };
  if (typePayStore === STORE_SALE_TYPE.deferred) return { saleType: 'deferred', alternative: 'regular' };
  return { saleType: 'regular', alternative: 'quotation' };
}
