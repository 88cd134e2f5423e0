import { useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classificationsApi, productsApi, resourceKeys, storeCatalogApi, toApiError, useUpdate } from '@mikro/api-client';
import type { Product, StoreClassification } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import { Badge, Box, Button, DataTable, ErrorState, formatMoney, Grid, HStack, IconButton, LoadingState, notify, PageHeader, Switch, Text, useLocalPaging, VStack, type Column } from '@mikro/ui';
import { MENU_GROUPS_QUERY, menuQuery, menuSorted, moved } from '../../shared/menuOrder';

export { menuQuery };

/** The point of sale's menu: products grouped by classification; favourites show first and one click away. */
export function MenuPage() {
  // undefined until the user picks: the first classification is shown.
  const [picked, setGroup] = useState<number | null | undefined>(undefined);
  const canEdit = useCan('editar');
  const update = useUpdate(productsApi);
  const groups = useQuery({
    queryKey: resourceKeys.list(classificationsApi, MENU_GROUPS_QUERY),
    queryFn: () => classificationsApi.list(MENU_GROUPS_QUERY) as Promise<StoreClassification[]>,
  });
  const group = picked === undefined ? (groups.data?.[0]?.id ?? null) : picked;
  const query = menuQuery(group);
  const products = useQuery({ queryKey: resourceKeys.list(productsApi, query), queryFn: async () => menuSorted((await productsApi.list(query)) as Product[]) });
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: (productIds: number[]) => storeCatalogApi.saveMenuOrder({ productIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(productsApi) }),
    onError: (error) => notify.error(toApiError(error).message),
  });
  const all = products.data ?? [];
  const paging = useLocalPaging(all, { pageSize: 25 });
  const move = (index: number, delta: -1 | 1) => reorder.mutate(moved(all.map((product) => product.id), index, delta));
  const pick = (id: number | null) => {
    setGroup(id);
    paging.onPageChange(1);
  };
  if (groups.isLoading) return <LoadingState />;
  if (groups.error) return <ErrorState message={toApiError(groups.error).message} onRetry={() => void groups.refetch()} />;
  // The position in the whole group, not in the page shown.
  const offset = (paging.page - 1) * paging.pageSize;
  const columns: Column<Product>[] = [
    // On a phone the cards keep the list's order: the row number is left out there.
    { key: 'position', header: '#', render: (_, index) => offset + index + 1, phone: false },
    {
      key: 'name',
      header: 'Producto',
      render: (product) => (
        <HStack>
          <Text>{product.name}</Text>
          {product.isFavorite && <Badge colorPalette="yellow">Favorito</Badge>}
        </HStack>
      ),
    },
    { key: 'priceWithIVA', header: 'Precio', align: 'end', render: (product) => formatMoney(product.priceWithIVA) },
    {
      key: 'isFavorite',
      header: 'Favorito',
      render: (product) => (
        <Switch.Root
          size="sm"
          disabled={!canEdit || update.isPending}
          checked={product.isFavorite}
          onCheckedChange={(details) => update.mutate({ id: product.id, body: { isFavorite: details.checked } })}
        >
          <Switch.HiddenInput aria-label={`Favorito ${product.name}`} />
          <Switch.Control />
        </Switch.Root>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'order',
      header: 'Orden',
      phone: true,
      render: (product, pageIndex) => {
        const index = offset + pageIndex;
        return (
          <HStack gap="1">
            <IconButton size="xs" variant="outline" aria-label={`Subir ${product.name}`} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
              <ChevronUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={`Bajar ${product.name}`}
              disabled={index === all.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <ChevronDown />
            </IconButton>
          </HStack>
        );
      },
    });
  }
  const selectedName = group === null ? 'Sin clasificación' : (groups.data ?? []).find((item) => item.id === group)?.name;
  return (
    <>
      <PageHeader title="Menú de tienda" description="Grupos y orden de los productos en la vista de tarjetas del punto de venta; los favoritos están a un clic" />
      {/* minmax(0, …): the list never widens its column past the screen (Subir and Bajar fell off a phone). */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }} gap="4">
        <VStack align="stretch" gap="1" aria-label="Grupos del menú" role="navigation" minW="0">
          {(groups.data ?? []).map((item) => (
            <Button key={item.id} variant={group === item.id ? 'solid' : 'ghost'} justifyContent="flex-start" onClick={() => pick(item.id)}>
              <Box width="3" height="3" rounded="full" style={{ background: item.color || '#999' }} />
              {item.name}
            </Button>
          ))}
          <Button variant={group === null ? 'solid' : 'ghost'} justifyContent="flex-start" onClick={() => pick(null)}>
            Sin clasificación
          </Button>
        </VStack>
        <Box minW="0">
          <Text fontWeight="medium" mb="2">
            {selectedName}
          </Text>
          {/* Not DataTable's skeleton rows: once shown, the table's rows are the group's products. */}
          {products.isLoading ? (
            <LoadingState />
          ) : (
            <DataTable<Product>
              caption={`Productos de ${selectedName ?? ''}`}
              columns={columns}
              rowKey="id"
              {...paging}
              error={products.error ? toApiError(products.error).message : null}
              onRetry={() => void products.refetch()}
              emptyText="Sin productos en este grupo"
            />
          )}
        </Box>
      </Grid>
    </>
  );
}
