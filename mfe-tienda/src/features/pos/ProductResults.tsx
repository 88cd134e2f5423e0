import { memo } from 'react';
import type { Product } from '@mikro/contracts';
import { isBelowMinimumStock, Money, unitLabel } from '@mikro/domain';
import { Badge, Button, Card, DataTable, formatMoney, SimpleGrid, Text, type Column } from '@mikro/ui';
import { menuSorted } from '../../shared/menuOrder';
import { toCartProduct } from '../../shared/pricing';

const stockText = (product: Product) => `${Money.of(product.stock).toString()} ${unitLabel(product.unity)}`.trim();
const lowStock = (product: Product) => isBelowMinimumStock(product.stock, product.minStock);

const COLUMNS: Column<Product>[] = [
  { key: 'name', header: 'Producto' },
  { key: 'code', header: 'Código' },
  { key: 'price', header: 'Precio', align: 'end', render: (product) => formatMoney(toCartProduct(product).priceWithIVA) },
  {
    key: 'stock',
    header: 'Existencia',
    align: 'end',
    render: (product) => (lowStock(product) ? <Badge colorPalette="red">{stockText(product)}</Badge> : stockText(product)),
  },
];

interface ProductResultsProps {
  products: Product[];
  view: 'list' | 'cards';
  onAdd: (product: Product) => void;
}

/** Search results or favourites, as a list or as cards in the order of /tienda/menu (preference ViewTPVStore). Memoised: typing re-renders the page. */
export const ProductResults = memo(function ProductResults({ products, view, onAdd }: ProductResultsProps) {
  if (view === 'cards') {
    return (
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="2">
        {menuSorted(products).map((product) => (
          <Card.Root key={product.id} size="sm" asChild>
            <button type="button" onClick={() => onAdd(product)} aria-label={`Agregar ${product.name}`} style={{ textAlign: 'start', cursor: 'pointer' }}>
              <Card.Body>
                <Text fontWeight="medium" lineClamp={2}>
                  {product.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {product.code}
                </Text>
                <Text fontWeight="bold">{formatMoney(toCartProduct(product).priceWithIVA)}</Text>
                <Text fontSize="xs" color={lowStock(product) ? 'red.600' : 'fg.muted'}>
                  Existencia {stockText(product)}
                </Text>
              </Card.Body>
            </button>
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <DataTable<Product>
      caption="Resultados de productos"
      columns={COLUMNS}
      rows={products}
      rowKey="id"
      onRowDoubleClick={onAdd}
      actions={(product) => (
        <Button size="xs" aria-label={`Agregar ${product.name}`} onClick={() => onAdd(product)}>
          Agregar
        </Button>
      )}
    />
  );
});

