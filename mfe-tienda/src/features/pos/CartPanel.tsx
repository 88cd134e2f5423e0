import { memo, type Dispatch, type RefObject } from 'react';
import type { Product } from '@mikro/contracts';
import { cartLineTotals, cartTotals, Money, unitLabel, type CartAction, type CartState } from '@mikro/domain';
import { Badge, Box, Button, Checkbox, CloseButton, formatMoney, HStack, IconButton, Input, Text, VStack } from '@mikro/ui';
import { stockWarning } from '../../shared/pricing';

interface CartPanelProps {
  cart: CartState;
  dispatch: Dispatch<CartAction>;
  /** The products in the cart, for their minimum stock and display unit. */
  products: ReadonlyMap<number, Product>;
  quantityRef: RefObject<HTMLInputElement | null>;
  /** Ids of the store's automatic charges: shown, never removed (the sale applies them anyway). */
  automaticChargeIds?: ReadonlySet<number>;
}

const NO_AUTOMATIC: ReadonlySet<number> = new Set();

/** The cart: lines with quantity controls, IVA per line, stock warnings and the totals (memoised: typing in the search re-renders the page, not the cart). */
export const CartPanel = memo(function CartPanel({ cart, dispatch, products, quantityRef, automaticChargeIds = NO_AUTOMATIC }: CartPanelProps) {
  const totals = cartTotals(cart);
  return (
    <VStack align="stretch" gap="2" aria-label="Carrito" role="region">
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
          <Box key={id} borderWidth="1px" rounded="md" p="2" role="group" aria-label={`Línea ${line.productName}`}>
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
                  onBlur={(event) => dispatch({ type: 'setQuantity', productId: id, quantity: event.target.value.trim() })}
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
      <VStack align="stretch" gap="0" borderTopWidth="1px" pt="2">
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
      <Button size="xs" variant="ghost" alignSelf="end" disabled={cart.lines.length === 0} onClick={() => dispatch({ type: 'reset' })}>
        Vaciar carrito
      </Button>
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
