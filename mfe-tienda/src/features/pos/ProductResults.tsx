import { memo } from 'react';
import type { Product } from '@mikro/contracts';
import { Money, unitLabel } from '@mikro/domain';
import { Badge, Box, Button, Card, formatMoney, SimpleGrid, Table, Text } from '@mikro/ui';
import { menuSorted } from '../../shared/menuOrder';
import { toCartProduct } from '../../shared/pricing';

const stockText = (product: Product) => `${Money.of(product.stock).toString()} ${unitLabel(product.unity)}`.trim();
const lowStock = (product: Product) => Number(product.minStock) > 0 && Number(product.stock) <= Number(product.minStock);

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
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Resultados de productos" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Producto</Table.ColumnHeader>
            <Table.ColumnHeader>Código</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Precio</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Existencia</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id} onDoubleClick={() => onAdd(product)}>
              <Table.Cell>{product.name}</Table.Cell>
              <Table.Cell>{product.code}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(toCartProduct(product).priceWithIVA)}</Table.Cell>
              <Table.Cell textAlign="end">
                {lowStock(product) ? <Badge colorPalette="red">{stockText(product)}</Badge> : stockText(product)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" aria-label={`Agregar ${product.name}`} onClick={() => onAdd(product)}>
                  Agregar
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});
