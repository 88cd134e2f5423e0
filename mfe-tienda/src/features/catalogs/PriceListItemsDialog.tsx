// Per-product prices of one price list: search the branch office's products, type the price with IVA the
// list sells each one at (the server keeps the price before IVA consistent), or remove it to go back to the percentage.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsApi, storeCatalogApi, toApiError, type QueryParams } from '@mikro/api-client';
import type { Product, StorePriceList } from '@mikro/contracts';
import { isValidAmount } from '@mikro/domain';
import { Badge, Button, ErrorState, formatMoney, HStack, Input, ModalDialog, notify, SearchInput, Table, Text } from '@mikro/ui';
import { listPrices } from '../../shared/pricing';

const PAGE_SIZE = 10;

/** Products of the page with their own prices in the lists joined. */
export function listItemsQuery(search: string, page: number): QueryParams {
  const term = search.trim();
  return {
    join: [{ field: 'priceListItems' }],
    sort: [{ field: 'name', order: 'ASC' }],
    page,
    limit: PAGE_SIZE,
    ...(term ? { search: { $or: [{ name: { $contL: term } }, { code: { $contL: term } }, { codeBar: { $eq: term } }] } as QueryParams['search'] } : {}),
  };
}

function PriceRow({ product, list }: { product: Product; list: StorePriceList }) {
  const queryClient = useQueryClient();
  const current = listPrices(product, { ...list, isActive: true }, product.priceListItems);
  const [value, setValue] = useState(current.source === 'item' ? current.priceWithIVA : '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['price-list-items', list.id] });
  const save = useMutation({
    mutationFn: () => storeCatalogApi.savePriceListItems(list.id, { items: [{ productId: product.id, priceWithIVA: value.trim() }] }),
    onSuccess: () => {
      notify.updated();
      return refresh();
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  const remove = useMutation({
    mutationFn: () => storeCatalogApi.deletePriceListItem(list.id, product.id),
    onSuccess: () => {
      setValue('');
      return refresh();
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  const valid = value.trim() !== '' && isValidAmount(value) && Number(value) >= 0;
  return (
    <Table.Row>
      <Table.Cell>
        <Text>{product.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {product.code}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end">{formatMoney(product.priceWithIVA)}</Table.Cell>
      <Table.Cell textAlign="end">
        {formatMoney(current.priceWithIVA)}{' '}
        <Badge colorPalette={current.source === 'item' ? 'blue' : 'gray'}>{current.source === 'item' ? 'Precio propio' : 'Porcentaje'}</Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Input
            size="xs"
            width="24"
            inputMode="decimal"
            aria-label={`Precio con IVA de ${product.name} en la lista`}
            value={value}
            placeholder="Con IVA"
            onChange={(event) => setValue(event.target.value)}
          />
          <Button size="xs" disabled={!valid} loading={save.isPending} onClick={() => save.mutate()}>
            Guardar
          </Button>
          {current.source === 'item' && (
            <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Quitar
            </Button>
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

export function PriceListItemsDialog({ list, onClose }: { list: StorePriceList; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = listItemsQuery(search, page);
  const products = useQuery({ queryKey: ['price-list-items', list.id, query], queryFn: () => productsApi.listPaged(query), placeholderData: keepPreviousData });
  const pageCount = products.data?.pageCount ?? 1;
  return (
    <ModalDialog
      title={<>Precios por producto · {list.name}</>}
      onClose={onClose}
      size="xl"
      footer={
        <>
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="2">
        Un precio propio reemplaza al porcentaje de la lista para ese producto. Escribe el precio con IVA.
      </Text>
      <SearchInput
        value={search}
        onChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        placeholder="Buscar producto por nombre, código o código de barras"
      />
      {products.error && <ErrorState message={toApiError(products.error).message} onRetry={() => void products.refetch()} />}
      <Table.Root size="sm" mt="2" aria-label={`Precios de ${list.name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Producto</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Precio de catálogo</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Precio en la lista</Table.ColumnHeader>
            <Table.ColumnHeader>Precio propio</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(products.data?.data ?? []).map((product) => (
            <PriceRow key={`${product.id}:${product.updatedAt}:${product.priceListItems?.length ?? 0}`} product={product} list={list} />
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="flex-end" mt="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Anterior
        </Button>
        <Text fontSize="sm">
          Página {page} de {pageCount}
        </Text>
        <Button size="xs" variant="outline" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
          Siguiente
        </Button>
      </HStack>
    </ModalDialog>
  );
}
