// Per-product prices of one price list: search the branch office's products, type the price with IVA the
// list sells each one at (the server keeps the price before IVA consistent), or remove it to go back to the percentage.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsApi, storeCatalogApi, toApiError, type QueryParams } from '@mikro/api-client';
import type { Product, StorePriceList } from '@mikro/contracts';
import { Badge, Button, DataTable, Field, formatMoney, HStack, Input, isAmountInRange, ModalDialog, notify, pagedResultProps, Text, type Column } from '@mikro/ui';
import { listPrices } from '../../shared/pricing';
import { priceListItemsKeys } from '../../shared/queryKeys';

const PAGE_SIZE = 10;
/** The API takes a list price as money (2 decimals): what it would refuse is said beside the input. */
const LIST_PRICE_INVALID = 'Escriba un precio con hasta 2 decimales, p. ej. 15.00';

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

/** The product's price in the list, typed with IVA; saving or removing it refreshes the rows. */
function OwnPriceCell({ product, list }: { product: Product; list: StorePriceList }) {
  const queryClient = useQueryClient();
  const current = listPrices(product, { ...list, isActive: true }, product.priceListItems);
  const [value, setValue] = useState(current.source === 'item' ? current.priceWithIVA : '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: priceListItemsKeys.list(list.id) });
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
  const valid = isAmountInRange(value, { format: 'amount', min: 0 });
  return (
    <HStack gap="1" align="start">
      <Field.Root width="auto" invalid={value.trim() !== '' && !valid}>
        <Input
          size="xs"
          width="24"
          inputMode="decimal"
          aria-label={`Precio con IVA de ${product.name} en la lista`}
          value={value}
          placeholder="Con IVA"
          onChange={(event) => setValue(event.target.value)}
        />
        <Field.ErrorText maxWidth="40">{LIST_PRICE_INVALID}</Field.ErrorText>
      </Field.Root>
      <Button size="xs" disabled={!valid} loading={save.isPending} onClick={() => save.mutate()}>
        Guardar
      </Button>
      {current.source === 'item' && (
        <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate()}>
          Quitar
        </Button>
      )}
    </HStack>
  );
}

function priceColumns(list: StorePriceList): Column<Product>[] {
  return [
    {
      key: 'name',
      header: 'Producto',
      render: (product) => (
        <>
          <Text>{product.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {product.code}
          </Text>
        </>
      ),
    },
    { key: 'priceWithIVA', header: 'Precio de catálogo', align: 'end', render: (product) => formatMoney(product.priceWithIVA) },
    {
      key: 'listPrice',
      header: 'Precio en la lista',
      align: 'end',
      render: (product) => {
        const current = listPrices(product, { ...list, isActive: true }, product.priceListItems);
        return (
          <>
            {formatMoney(current.priceWithIVA)}{' '}
            <Badge colorPalette={current.source === 'item' ? 'blue' : 'gray'}>{current.source === 'item' ? 'Precio propio' : 'Porcentaje'}</Badge>
          </>
        );
      },
    },
    { key: 'ownPrice', header: 'Precio propio', render: (product) => <OwnPriceCell product={product} list={list} /> },
  ];
}

export function PriceListItemsDialog({ list, onClose }: { list: StorePriceList; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = listItemsQuery(search, page);
  const products = useQuery({ queryKey: priceListItemsKeys.page(list.id, query), queryFn: () => productsApi.listPaged(query), placeholderData: keepPreviousData });
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
        Un precio propio reemplaza al porcentaje de la lista para ese producto. Escriba el precio con IVA.
      </Text>
      <DataTable<Product>
        caption={`Precios de ${list.name}`}
        columns={priceColumns(list)}
        // A new key when the product or its list prices change: the typed price starts again from the saved one.
        rowKey={(product) => `${product.id}:${product.updatedAt}:${product.priceListItems?.length ?? 0}`}
        {...pagedResultProps(products)}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        search={search}
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        searchPlaceholder="Buscar producto por nombre, código o código de barras"
      />
    </ModalDialog>
  );
}
