import { memo, useEffect, useRef, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { Product } from '@mikro/contracts';
import { cartTotals, Money, type CartAction, type CartState } from '@mikro/domain';
import { Box, formatMoney, Text, VStack } from '@mikro/ui';
import { afterNextPaint } from './afterPaint';
import { AmountRow, AMOUNT_ROWS } from './AmountRow';
import { CART_LINE_STYLES, CartLineRow } from './CartLineRow';

interface CartPanelProps {
  cart: CartState;
  dispatch: Dispatch<CartAction>;
  /** The products in the cart, for their minimum stock and display unit. */
  products: ReadonlyMap<number, Product>;
  quantityRef: RefObject<HTMLInputElement | null>;
  /** Ids of the store's automatic charges: shown, never removed (the sale applies them anyway). */
  automaticChargeIds?: ReadonlySet<number>;
  /** Changes on every product added: the newest line scrolls into view. */
  addedAt?: number;
  /** The pay buttons: kept with the totals, always in view below the lines. */
  footer?: ReactNode;
}

const NO_AUTOMATIC: ReadonlySet<number> = new Set();

/**
 * On a phone or tablet the pay buttons stick to the bottom of the window over the page: a line scrolled just into
 * view lay under Cobrar. The newest line keeps this much room below it (0 where the bar is not sticky).
 */
function stickyBarHeight(panel: HTMLElement | null): number {
  const bar = panel?.querySelector<HTMLElement>('[data-pay-bar]');
  if (!bar || getComputedStyle(bar).position !== 'sticky') return 0;
  return Math.ceil(bar.getBoundingClientRect().height) + 8;
}

/** The cart: lines with quantity controls, IVA per line, stock warnings and the totals (memoised: typing in the search re-renders the page, not the cart). */
export const CartPanel = memo(function CartPanel({ cart, dispatch, products, quantityRef, automaticChargeIds = NO_AUTOMATIC, addedAt = 0, footer }: CartPanelProps) {
  const totals = cartTotals(cart);
  const panelRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (addedAt === 0) return undefined;
    // A new product goes last: bring the newest line into view inside the cart's own scroll. Scrolling measures
    // the layout, so it waits until the line is on screen instead of holding it back.
    return afterNextPaint(() => {
      const lines = linesRef.current?.querySelectorAll<HTMLElement>('[data-cart-line]');
      const newest = lines?.[lines.length - 1];
      if (!newest) return;
      newest.style.scrollMarginBottom = `${stickyBarHeight(panelRef.current)}px`;
      newest.scrollIntoView?.({ block: 'nearest' });
    });
  }, [addedAt]);
  return (
    <VStack ref={panelRef} align="stretch" gap="2" aria-label="Carrito" role="region" flex="1" minH="0">
      <VStack ref={linesRef} align="stretch" gap="2" flex="1" minH="0" overflowY="auto" data-testid="cart-lines" css={CART_LINE_STYLES}>
      {cart.lines.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6">
          El carrito está vacío. Busque o escanee un producto.
        </Text>
      )}
      {cart.lines.map((line, index) => (
        <CartLineRow
          key={line.miniStoreProduct.id}
          line={line}
          product={products.get(line.miniStoreProduct.id)}
          dispatch={dispatch}
          quantityRef={index === cart.lines.length - 1 ? quantityRef : undefined}
          automaticChargeIds={automaticChargeIds}
        />
      ))}
      </VStack>
      <Box display="flex" flexDirection="column" borderTopWidth="1px" pt="2" flexShrink={0} css={AMOUNT_ROWS}>
        {Money.of(totals.discounts).isPositive() && (
          <AmountRow label="Descuentos" value={`-${formatMoney(totals.discounts)}`} />
        )}
        {Money.of(totals.surcharges).isPositive() && (
          <AmountRow label="Recargos" value={formatMoney(totals.surcharges)} />
        )}
        <AmountRow label="Subtotal" value={formatMoney(totals.subtotal)} />
        <AmountRow label="IVA" value={formatMoney(totals.tax)} />
        <AmountRow label="Total" value={formatMoney(totals.total)} testId="cart-total" total />
      </Box>
      {footer}
    </VStack>
  );
});
