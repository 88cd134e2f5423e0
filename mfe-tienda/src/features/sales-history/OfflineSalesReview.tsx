// «Ventas sin conexión»: the sales the point of sale made offline, and those the server recorded although it could
// not accept them as they were (a product deleted, stock short, a credit limit passed…), for a supervisor to review.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { salesApi, salesKeys, toApiError } from '@mikro/api-client';
import type { Sale, SalesHistoryQuery } from '@mikro/contracts';
import { useCanOn } from '@mikro/session';
import { Badge, Button, DataTable, formatDateTime, formatMoney, HStack, notify, pagedResultProps, SelectInput, Text, useTableState, type Column, type SelectOption } from '@mikro/ui';

type Shown = 'pendiente' | 'revisada' | 'todas';

const SHOWN: SelectOption<Shown>[] = [
  { value: 'pendiente', label: 'Por revisar' },
  { value: 'revisada', label: 'Revisadas' },
  { value: 'todas', label: 'Todas las ventas sin conexión' },
];

/** A folio, a provisional number or an amount: never broken across lines when the table's texts wrap. */
const Keep = ({ children }: { children: string }) => (
  <Text as="span" whiteSpace="nowrap">
    {children}
  </Text>
);

/** How a sale stands for review: flagged and waiting, flagged and reviewed, or accepted as it came. */
function reviewState(sale: Sale): { label: string; color: string } {
  if (!sale.offline?.reviewReason) return { label: 'Sin observaciones', color: 'green' };
  return sale.offline.reviewedAt ? { label: 'Revisada', color: 'gray' } : { label: 'Por revisar', color: 'orange' };
}

export function OfflineSalesReview({ onDetail }: { onDetail: (saleId: number) => void }) {
  const [shown, setShown] = useState<Shown>('pendiente');
  const table = useTableState();
  const client = useQueryClient();
  const canReview = useCanOn('/ventas', 'supervisar');
  const query: SalesHistoryQuery = { page: table.page, limit: table.pageSize, offline: true, ...(shown === 'todas' ? {} : { review: shown }) };
  const list = useQuery({ queryKey: salesKeys.offline(query), queryFn: () => salesApi.list(query), placeholderData: keepPreviousData });
  const review = useMutation({
    mutationFn: (id: number) => salesApi.markReviewed(id),
    onSuccess: async (sale) => {
      notify.success(`Venta ${sale.serie}-${sale.folio} marcada como revisada`);
      await client.invalidateQueries({ queryKey: salesKeys.all });
    },
    onError: (error: unknown) => notify.error(toApiError(error).message),
  });

  const columns: Column<Sale>[] = [
    { key: 'folio', header: 'Folio', render: (s) => <Keep>{`${s.serie}-${s.folio}`}</Keep>, exportValue: (s) => `${s.serie}-${s.folio}` },
    { key: 'provisional', header: 'Núm. provisional', render: (s) => <Keep>{s.offline?.provisional ?? ''}</Keep>, exportValue: (s) => s.offline?.provisional ?? '' },
    { key: 'soldAt', header: 'Vendida', render: (s) => formatDateTime(s.offline?.soldAt ?? s.createdAt), exportValue: (s) => formatDateTime(s.offline?.soldAt ?? s.createdAt) },
    { key: 'createdAt', header: 'Recibida', phone: false, render: (s) => formatDateTime(s.createdAt), exportValue: (s) => formatDateTime(s.createdAt) },
    { key: 'cashier', header: 'Cajero', phone: false, render: (s) => s.cashier.name, exportValue: (s) => s.cashier.name },
    { key: 'total', header: 'Total', align: 'end', phone: true, render: (s) => <Keep>{formatMoney(s.total)}</Keep>, exportValue: (s) => Number(s.total) },
    {
      key: 'reason',
      header: 'Motivo',
      phone: true,
      // The reason is what the supervisor reads: it wraps within the row instead of running off the screen.
      render: (s) => (
        <Text fontSize="sm" minW="14rem">
          {s.offline?.reviewReason ?? '—'}
        </Text>
      ),
      exportValue: (s) => s.offline?.reviewReason ?? '',
    },
    {
      key: 'review',
      header: 'Revisión',
      phone: true,
      render: (s) => {
        const state = reviewState(s);
        return <Badge colorPalette={state.color}>{state.label}</Badge>;
      },
      exportValue: (s) => reviewState(s).label,
    },
  ];

  return (
    <DataTable<Sale>
      caption="Ventas sin conexión"
      columns={columns}
      rowKey="id"
      // Nine columns in the width beside the menu: the texts wrap, so the reason and its state stay in view.
      wrapText
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={table.controls.onPageChange}
      onPageSizeChange={table.controls.onPageSizeChange}
      {...pagedResultProps(list)}
      emptyText={shown === 'pendiente' ? 'No hay ventas sin conexión por revisar' : 'No hay ventas sin conexión'}
      toolbar={
        <SelectInput
          size="sm"
          width="260px"
          label="Mostrar"
          options={SHOWN}
          value={shown}
          onChange={(value) => {
            setShown(value ?? 'pendiente');
            table.resetPage();
          }}
        />
      }
      actions={(sale) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => onDetail(sale.id)}>
            Ver detalle
          </Button>
          {canReview && sale.offline?.reviewReason && !sale.offline.reviewedAt && (
            <Button size="xs" loading={review.isPending && review.variables === sale.id} onClick={() => review.mutate(sale.id)}>
              Marcar revisada
            </Button>
          )}
        </HStack>
      )}
    />
  );
}
