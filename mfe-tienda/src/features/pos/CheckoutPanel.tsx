import { memo, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { Client, Product } from '@mikro/contracts';
import type { CartAction, CartState } from '@mikro/domain';
import { Box } from '@mikro/ui';
import { ClientPicker } from '../../shared/ClientPicker';
import { CartPanel } from './CartPanel';
import { ChargesBar } from './ChargesBar';

interface CheckoutPanelProps {
  cart: CartState;
  products: ReadonlyMap<number, Product>;
  buyer: Client | null;
  onBuyer: (buyer: Client | null) => void;
  dispatchCart: Dispatch<CartAction>;
  quantityRef: RefObject<HTMLInputElement | null>;
  automaticChargeIds: ReadonlySet<number>;
  addedAt: number;
  /** The pay buttons, kept with the totals. */
  footer: ReactNode;
}

/**
 * The right-hand side of the counter: buyer, discounts and surcharges, the cart and the pay buttons. It keeps its
 * totals and pay buttons in view (only the lines scroll). Memoised: a key typed in the search does not re-render it.
 */
export const CheckoutPanel = memo(function CheckoutPanel({ cart, products, buyer, onBuyer, dispatchCart, quantityRef, automaticChargeIds, addedAt, footer }: CheckoutPanelProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="3"
      borderWidth="1px"
      rounded="lg"
      p="3"
      position={{ base: 'static', lg: 'sticky' }}
      top="0"
      maxH={{ base: 'none', lg: 'calc(100vh - 150px)' }}
      minH="0"
      data-testid="checkout-panel"
    >
      {/* The picker itself names the chosen buyer (a badge below it repeated the name). */}
      <ClientPicker value={buyer} onChange={onBuyer} />
      <ChargesBar hasLines={cart.lines.length > 0} anySelected={cart.lines.some((line) => line.selected)} dispatch={dispatchCart} />
      <CartPanel
        cart={cart}
        dispatch={dispatchCart}
        products={products}
        quantityRef={quantityRef}
        automaticChargeIds={automaticChargeIds}
        addedAt={addedAt}
        footer={footer}
      />
    </Box>
  );
});
