import { memo, useEffect, useRef, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { Product } from '@mikro/contracts';
import { cartLineTotals, cartTotals, isValidAmount, Money, unitLabel, type CartAction, type CartState } from '@mikro/domain';
import { Badge, Box, Checkbox, CloseButton, formatMoney, HStack, IconButton, Input, notify, Text, VStack } from '@mikro/ui';
import { stockWarning } from '../../shared/pricing';

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

/** The cart: lines with quantity controls, IVA per line, stock warnings and the totals (memoised: typing in the search re-renders the page, not the cart). */
export const CartPanel = memo(function CartPanel({ cart, dispatch, products, quantityRef, automaticChargeIds = NO_AUTOMATIC, addedAt = 0, footer }: CartPanelProps) {
  const totals = cartTotals(cart);
  const linesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (addedAt === 0) return;
    // A new product goes last: bring the newest line into view inside the cart's own scroll.
    const lines = linesRef.current?.querySelectorAll<HTMLElement>('[data-cart-line]');
    lines?.[lines.length - 1]?.scrollIntoView?.({ block: 'nearest' });
  }, [addedAt]);
  return (
    <VStack align="stretch" gap="2" aria-label="Carrito" role="region" flex="1" minH="0">
      <VStack ref={linesRef} align="stretch" gap="2" flex="1" minH="0" overflowY="auto" data-testid="cart-lines">
      {cart.lines.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6">
          El carrito está vacío. Busca o escanea un producto.
        </Text>
      )}
      {cart.lines.map((line, index) => {
        const id = line.miniStoreProduct.id;
        const product = products.get(id);
        const lineTotals = cartLineTotals(line);
        const warning = stockWarning(line.miniStoreProduct.stock, product?.minStock ?? 0, line.quantity);
        const isLast = index === cart.lines.length - 1;
        return (
          <Box key={id} borderWidth="1px" rounded="md" p="2" role="group" aria-label={`Línea ${line.productName}`} data-cart-line flexShrink={0}>
            <HStack justify="space-between" align="start">
              <Checkbox.Root size="sm" checked={line.selected} onCheckedChange={() => dispatch({ type: 'toggleSelection', productId: id })}>
                <Checkbox.HiddenInput aria-label={`Seleccionar ${line.productName}`} />
                <Checkbox.Control />
              </Checkbox.Root>
              <Box flex="1">
                <Text fontWeight="medium">{line.productName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {line.productCode} · {formatMoney(line.isIva ? line.priceWithIVA : line.price)} c/u · existencia {line.miniStoreProduct.stock}
                </Text>
              </Box>
              <CloseButton size="sm" aria-label={`Quitar ${line.productName}`} onClick={() => dispatch({ type: 'removeProduct', productId: id })} />
            </HStack>
            <HStack justify="space-between" mt="1">
              <HStack gap="1">
                <IconButton size="xs" variant="outline" aria-label={`Disminuir ${line.productName}`} onClick={() => dispatch({ type: 'decrement', productId: id })}>
                  −
                </IconButton>
                <Input
                  key={line.quantity}
                  ref={isLast ? quantityRef : undefined}
                  size="xs"
                  width="72px"
                  textAlign="center"
                  aria-label={`Cantidad de ${line.productName}`}
                  defaultValue={Money.of(line.quantity).toString()}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.currentTarget.blur();
                  }}
                  onBlur={(event) => {
                    const typed = event.target.value.trim();
                    dispatch({ type: 'setQuantity', productId: id, quantity: typed });
                    // A quantity the cart refuses (0, negative, not a number) never stays on screen.
                    if (!acceptedQuantity(typed)) {
                      event.target.value = Money.of(line.quantity).toString();
                      notify.warning('La cantidad debe ser un número mayor que 0');
                    }
                  }}
                />
                <IconButton size="xs" variant="outline" aria-label={`Aumentar ${line.productName}`} onClick={() => dispatch({ type: 'addProduct', product: lineProduct(line), quantity: 1 })}>
                  +
                </IconButton>
                <Text fontSize="xs">{unitLabel(product?.unity)}</Text>
              </HStack>
              <Box textAlign="end">
                <Text fontWeight="bold" data-testid="line-total">
                  {formatMoney(lineTotals.total)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {line.isIva ? `IVA ${formatMoney(lineTotals.tax)}` : 'Exento de IVA'}
                </Text>
              </Box>
            </HStack>
            {line.extraCharges.length > 0 && (
              <HStack gap="1" wrap="wrap" mt="1">
                {line.extraCharges.map((charge) => (
                  <Badge key={charge.name} colorPalette={charge.typeExtraCharge === 2 ? 'orange' : 'green'}>
                    {charge.name}
                    {automaticChargeIds.has(charge.systemExtraCharges.id) ? (
                      ' (automático)'
                    ) : (
                      <CloseButton size="2xs" aria-label={`Quitar ${charge.name} de ${line.productName}`} onClick={() => dispatch({ type: 'removeCharge', name: charge.name, productIds: [id] })} />
                    )}
                  </Badge>
                ))}
              </HStack>
            )}
            {warning === 'insufficient' && <Badge colorPalette="red">Existencia insuficiente</Badge>}
            {warning === 'below-minimum' && <Badge colorPalette="orange">La existencia quedará por debajo del mínimo</Badge>}
          </Box>
        );
      })}
      </VStack>
      <VStack align="stretch" gap="0" borderTopWidth="1px" pt="2" flexShrink={0}>
        {Number(totals.discounts) > 0 && (
          <HStack justify="space-between">
            <Text>Descuentos</Text>
            <Text>-{formatMoney(totals.discounts)}</Text>
          </HStack>
        )}
        {Number(totals.surcharges) > 0 && (
          <HStack justify="space-between">
            <Text>Recargos</Text>
            <Text>{formatMoney(totals.surcharges)}</Text>
          </HStack>
        )}
        <HStack justify="space-between">
          <Text>Subtotal</Text>
          <Text>{formatMoney(totals.subtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text>IVA</Text>
          <Text>{formatMoney(totals.tax)}</Text>
        </HStack>
        <HStack justify="space-between" fontSize="xl" fontWeight="bold">
          <Text>Total</Text>
          <Text data-testid="cart-total">{formatMoney(totals.total)}</Text>
        </HStack>
      </VStack>
      {footer}
    </VStack>
  );
});

function lineProduct(line: CartState['lines'][number]) {
  return {
    id: line.miniStoreProduct.id,
    name: line.productName,
    code: line.productCode,
    price: line.price,
    priceWithIVA: line.priceWithIVA,
    IVA: line.isIva,
    stock: line.miniStoreProduct.stock,
    unitMeasurement: line.unitMeasurement,
    storeClassification: line.miniStoreClassification,
  };
}

/** What the cart's setQuantity accepts: a number above 0. */
export function acceptedQuantity(text: string): boolean {
  return isValidAmount(text) && text !== '' && Money.of(text).isPositive();
}
