import { memo, type Dispatch, type RefObject } from 'react';
import type { Product } from '@mikro/contracts';
import { cartLineTotals, isValidAmount, Money, quantityUnitProblem, sellsInFractions, TAX_OBJECT_LABELS, unitLabel, type CartAction, type CartLine } from '@mikro/domain';
import { Badge, Box, CloseButton, formatMoney, HStack, IconButton, Input, notify } from '@mikro/ui';
import { stockWarning } from '../../shared/pricing';

interface CartLineRowProps {
  line: CartLine;
  /** The product as searched, for its minimum stock and display unit. */
  product: Product | undefined;
  dispatch: Dispatch<CartAction>;
  /** Given to the last line only: F4 selects its quantity. */
  quantityRef?: RefObject<HTMLInputElement | null>;
  automaticChargeIds: ReadonlySet<number>;
}

// A line mounts with every product added, inside the time the cashier waits for it: its layout and texts are plain
// elements (what Box, HStack and Text drew), leaving styled components only for the controls. Their styles are the
// cart's (CART_LINE_STYLES on the list of lines, mounted with the counter), so that the first product added inserts
// no new rules in the page's stylesheet, which would restyle the whole page.
export const CART_LINE_STYLES = {
  '& [data-cart-line] p': { margin: 0 },
  '& [data-cart-line] [data-head]': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '0.5rem' },
  '& [data-cart-line] [data-head] > input': { width: '4', height: '4', marginTop: '1', accentColor: 'colorPalette.solid', cursor: 'pointer' },
  '& [data-cart-line] [data-name]': { flex: '1' },
  '& [data-cart-line] [data-foot]': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem', marginTop: '1' },
  '& [data-cart-line] [data-quantity]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-cart-line] [data-amounts]': { textAlign: 'end' },
  '& [data-cart-line] [data-medium]': { fontWeight: 'medium' },
  '& [data-cart-line] [data-bold]': { fontWeight: 'bold' },
  '& [data-cart-line] [data-small]': { fontSize: 'xs' },
  '& [data-cart-line] [data-muted]': { fontSize: 'xs', color: 'fg.muted' },
};

/** One cart line: selection, quantity controls, its total with IVA, its charges and stock warnings. Memoised: adding a product renders the new line, not every line. */
export const CartLineRow = memo(function CartLineRow({ line, product, dispatch, quantityRef, automaticChargeIds }: CartLineRowProps) {
  const id = line.miniStoreProduct.id;
  const lineTotals = cartLineTotals(line);
  const warning = stockWarning(line.miniStoreProduct.stock, product?.minStock ?? 0, line.quantity);
  return (
    <Box borderWidth="1px" rounded="md" p="2" role="group" aria-label={`Línea ${line.productName}`} data-cart-line flexShrink={0}>
      <div data-head="">
        {/* A native check box: the styled one builds a state machine and three parts. */}
        <input type="checkbox" aria-label={`Seleccionar ${line.productName}`} checked={line.selected} onChange={() => dispatch({ type: 'toggleSelection', productId: id })} />
        <div data-name="">
          <p data-medium="">{line.productName}</p>
          <p data-muted="">
            {line.productCode} · {formatMoney(line.isIva ? line.priceWithIVA : line.price)} c/u · existencia {line.miniStoreProduct.stock}
          </p>
        </div>
        <CloseButton size="sm" aria-label={`Quitar ${line.productName}`} onClick={() => dispatch({ type: 'removeProduct', productId: id })} />
      </div>
      <div data-foot="">
        <div data-quantity="">
          <IconButton size="xs" variant="outline" aria-label={`Disminuir ${line.productName}`} onClick={() => dispatch({ type: 'decrement', productId: id })}>
            −
          </IconButton>
          <Input
            key={line.quantity}
            ref={quantityRef}
            size="xs"
            width="72px"
            textAlign="center"
            aria-label={`Cantidad de ${line.productName}`}
            inputMode={sellsInFractions(line.unitMeasurement) ? 'decimal' : 'numeric'}
            defaultValue={Money.of(line.quantity).toString()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            onBlur={(event) => {
              const typed = event.target.value.trim();
              dispatch({ type: 'setQuantity', productId: id, quantity: typed });
              // A quantity the cart refuses (0, negative, not a number, a fraction of a piece) never stays on screen.
              const refusal = quantityRefusal(typed, line.unitMeasurement);
              if (refusal) {
                event.target.value = Money.of(line.quantity).toString();
                notify.warning(refusal);
              }
            }}
          />
          <IconButton size="xs" variant="outline" aria-label={`Aumentar ${line.productName}`} onClick={() => dispatch({ type: 'addProduct', product: lineProduct(line), quantity: 1 })}>
            +
          </IconButton>
          <p data-small="">{unitLabel(product?.unity)}</p>
        </div>
        <div data-amounts="">
          <p data-bold="" data-testid="line-total">
            {formatMoney(lineTotals.total)}
          </p>
          <p data-muted="">{lineTaxLabel(line, lineTotals.tax)}</p>
        </div>
      </div>
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
});

/** What a line says of its tax: its IVA with the rate when it is 8 % (border region), else what it carries. */
function lineTaxLabel(line: CartLine, tax: string): string {
  if (line.isIva) return line.taxObject === 'iva8' ? `IVA 8 % ${formatMoney(tax)}` : `IVA ${formatMoney(tax)}`;
  return line.taxObject && line.taxObject !== 'iva16' && line.taxObject !== 'iva8' ? TAX_OBJECT_LABELS[line.taxObject] : 'Exento de IVA';
}

function lineProduct(line: CartLine) {
  return {
    id: line.miniStoreProduct.id,
    name: line.productName,
    code: line.productCode,
    price: line.price,
    priceWithIVA: line.priceWithIVA,
    IVA: line.isIva,
    taxObject: line.taxObject,
    stock: line.miniStoreProduct.stock,
    unitMeasurement: line.unitMeasurement,
    storeClassification: line.miniStoreClassification,
  };
}

/** Why the cart's setQuantity refuses `text` for a line of the SAT unit `unit` (null when it takes it). */
export function quantityRefusal(text: string, unit: string | null): string | null {
  if (!isValidAmount(text) || text === '' || !Money.of(text).isPositive()) return 'La cantidad debe ser un número mayor que 0';
  const problem = quantityUnitProblem(unit, text);
  return problem && `La cantidad ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
}
