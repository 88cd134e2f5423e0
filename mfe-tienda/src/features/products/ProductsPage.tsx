import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@mikro/contracts';
import { productsApi, toApiError, useUpdate } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Money, unitLabel } from '@mikro/domain';
import { Badge, Button, ConfirmDialog, DataTable, formatMoney, HStack, NativeSelect, PageHeader, Text, type Column } from '@mikro/ui';
import { useClassificationOptions, useProductsList, type ProductsListState } from './useProducts';
import { ProductFormDialog } from './ProductFormDialog';
import { KardexDialog } from './KardexDialog';
import { StockAdjustDialog } from './StockAdjustDialog';

const belowMinimum = (product: Product) => Number(product.minStock) > 0 && Number(product.stock) < Number(product.minStock);

export function ProductsPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<ProductsListState>({
    page: 1,
    pageSize: 10,
    search: '',
    status: 'all',
    classificationId: null,
    sort: { field: 'name', order: 'ASC' },
  });
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
    { key: 'code', header: 'Código', sortable: true, width: '110px' },
    { key: 'name', header: 'Nombre', sortable: true },
    { key: 'codeBar', header: 'Código de barras' },
    { key: 'classification', header: 'Clasificación', render: (p) => p.storeClassification?.name ?? '—' },
    { key: 'priceWithIVA', header: 'Precio', align: 'end', sortable: true, render: (p) => formatMoney(p.priceWithIVA) },
    {
      key: 'stock',
      header: 'Existencia',
      align: 'end',
      sortable: true,
      render: (p) => (
        <Text as="span" color={belowMinimum(p) ? 'red.600' : undefined} fontWeight={belowMinimum(p) ? 'bold' : undefined}>
          {Money.of(p.stock).toString()} {unitLabel(p.unity)}
        </Text>
      ),
    },
    {
      key: 'isActive',
      header: 'Estado',
      render: (p) => <Badge colorPalette={p.isActive ? 'green' : 'gray'}>{p.isActive ? 'Activo' : 'Inactivo'}</Badge>,
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
        rows={list.data?.data ?? []}
        rowKey="id"
        total={list.data?.total ?? 0}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => setState({ ...state, page })}
        onPageSizeChange={(pageSize) => setState({ ...state, pageSize, page: 1 })}
        sort={state.sort}
        onSortChange={(sort) => setState({ ...state, sort, page: 1 })}
        search={state.search}
        searchPlaceholder="Buscar por nombre, código o código de barras"
        onSearchChange={(search) => setState({ ...state, search, page: 1 })}
        isLoading={list.isLoading}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText="No hay productos que coincidan con la búsqueda"
        toolbar={
          <HStack>
            <NativeSelect.Root size="sm" width="170px">
              <NativeSelect.Field
                aria-label="Filtrar por estado"
                value={state.status}
                onChange={(event) => setState({ ...state, status: event.target.value as ProductsListState['status'], page: 1 })}
              >
                <option value="all">Todos</option>
                <option value="active">Activos</option>
                <option value="inactive">Inactivos</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" width="200px">
              <NativeSelect.Field
                aria-label="Filtrar por clasificación"
                value={state.classificationId ?? ''}
                onChange={(event) => setState({ ...state, classificationId: event.target.value ? Number(event.target.value) : null, page: 1 })}
              >
                <option value="">Todas las clasificaciones</option>
                {(classifications.data ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
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
        body={toggling?.isActive ? `${toggling.name} dejará de venderse en el punto de venta. ¿Deseas continuar?` : `${toggling?.name ?? ''} volverá a venderse. ¿Deseas continuar?`}
        confirmText={toggling?.isActive ? 'Desactivar' : 'Activar'}
        destructive={toggling?.isActive ?? false}
        onConfirm={async () => {
          if (toggling) await update.mutateAsync({ id: toggling.id, body: { isActive: !toggling.isActive } });
        }}
      />
    </>
  );
}
