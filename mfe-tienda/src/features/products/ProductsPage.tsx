import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@mikro/contracts';
import { fetchAllPages, productsApi, useUpdate } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { isBelowMinimumStock, Money, unitLabel } from '@mikro/domain';
import { Badge, Button, ConfirmDialog, DataTable, formatMoney, HStack, PageHeader, pagedResultProps, SelectInput, Text, useTableState, type Column, type SelectOption } from '@mikro/ui';
import { productsQuery, useClassificationOptions, useProductsList, type ProductsListState } from './useProducts';
import { ProductFormDialog } from './ProductFormDialog';
import { KardexDialog } from './KardexDialog';
import { StockAdjustDialog } from './StockAdjustDialog';

const belowMinimum = (product: Product) => isBelowMinimumStock(product.stock, product.minStock);

const STATUS_FILTER: SelectOption<ProductsListState['status']>[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];

export function ProductsPage() {
  const navigate = useNavigate();
  const table = useTableState({ sort: { field: 'name', order: 'ASC' } });
  const [status, setStatus] = useState<ProductsListState['status']>('all');
  const [classificationId, setClassificationId] = useState<number | null>(null);
  const state: ProductsListState = {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort ?? { field: 'name', order: 'ASC' },
    status,
    classificationId,
  };
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [kardexOf, setKardexOf] = useState<Product | null>(null);
  const [adjusting, setAdjusting] = useState<Product | null>(null);
  const [toggling, setToggling] = useState<Product | null>(null);
  const list = useProductsList(state);
  const classifications = useClassificationOptions();
  const update = useUpdate(productsApi);
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');

  const columns: Column<Product>[] = [
    // On a phone the card is titled by the name and shows price, stock and state.
    { key: 'code', header: 'Código', sortable: true, width: '110px', phone: false },
    { key: 'name', header: 'Nombre', sortable: true },
    { key: 'codeBar', header: 'Código de barras', phone: false },
    { key: 'classification', header: 'Clasificación', phone: false, render: (p) => p.storeClassification?.name ?? '—', exportValue: (p) => p.storeClassification?.name },
    { key: 'priceWithIVA', header: 'Precio', align: 'end', sortable: true, render: (p) => formatMoney(p.priceWithIVA), exportValue: (p) => Number(p.priceWithIVA) },
    {
      key: 'stock',
      phone: true,
      header: 'Existencia',
      align: 'end',
      sortable: true,
      exportValue: (p) => Number(p.stock),
      render: (p) => (
        <Text as="span" color={belowMinimum(p) ? 'red.600' : undefined} fontWeight={belowMinimum(p) ? 'bold' : undefined}>
          {Money.of(p.stock).toString()} {unitLabel(p.unity)}
        </Text>
      ),
    },
    {
      key: 'isActive',
      phone: true,
      header: 'Estado',
      render: (p) => <Badge colorPalette={p.isActive ? 'green' : 'gray'}>{p.isActive ? 'Activo' : 'Inactivo'}</Badge>,
      exportValue: (p) => (p.isActive ? 'Activo' : 'Inactivo'),
    },
  ];

  return (
    <>
      <PageHeader
        title="Productos"
        description="Catálogo de la tienda: precios con IVA, existencias y clasificación"
        actions={
          canCreate && (
            <>
              <Button variant="outline" onClick={() => navigate('/tienda/productos/importar')}>
                Importar
              </Button>
              <Button colorPalette="brand" onClick={() => setEditing(null)}>
                Nuevo producto
              </Button>
            </>
          )
        }
      />
      <DataTable<Product>
        caption="Productos"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Buscar por nombre, código o código de barras"
        onExport={() => fetchAllPages((page, limit) => productsApi.listPaged(productsQuery({ ...state, page, pageSize: limit })))}
        emptyText="No hay productos que coincidan con la búsqueda"
        toolbar={
          <HStack>
            <SelectInput
              size="sm"
              width="170px"
              label="Filtrar por estado"
              options={STATUS_FILTER}
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.resetPage();
              }}
            />
            <SelectInput
              size="sm"
              width="200px"
              label="Filtrar por clasificación"
              placeholder="Todas las clasificaciones"
              options={(classifications.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
              value={classificationId}
              onChange={(value) => {
                setClassificationId(value);
                table.resetPage();
              }}
            />
          </HStack>
        }
        actions={(product) => (
          <HStack gap="1">
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setEditing(product)}>
                Editar
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={() => setKardexOf(product)}>
              Kardex
            </Button>
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setAdjusting(product)}>
                Ajustar
              </Button>
            )}
            {canEdit && (
              <Button size="xs" variant="outline" colorPalette={product.isActive ? 'red' : 'green'} onClick={() => setToggling(product)}>
                {product.isActive ? 'Desactivar' : 'Activar'}
              </Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && <ProductFormDialog product={editing} onClose={() => setEditing(undefined)} />}
      {kardexOf && <KardexDialog product={kardexOf} onClose={() => setKardexOf(null)} />}
      {adjusting && <StockAdjustDialog product={adjusting} onClose={() => setAdjusting(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        onClose={() => setToggling(null)}
        title={toggling?.isActive ? 'Desactivar producto' : 'Activar producto'}
        body={toggling?.isActive ? `${toggling.name} dejará de venderse en el punto de venta. ¿Desea continuar?` : `${toggling?.name ?? ''} volverá a venderse. ¿Desea continuar?`}
        confirmText={toggling?.isActive ? 'Desactivar' : 'Activar'}
        destructive={toggling?.isActive ?? false}
        onConfirm={async () => {
          if (toggling) await update.mutateAsync({ id: toggling.id, body: { isActive: !toggling.isActive } });
        }}
      />
    </>
  );
}
