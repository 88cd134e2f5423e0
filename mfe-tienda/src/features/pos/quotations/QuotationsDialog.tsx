import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quotationsApi, toApiError } from '@mikro/api-client';
import type { Quotation, QuotationStatus } from '@mikro/contracts';
import { Badge, Button, DataTable, formatDate, formatMoney, HStack, ModalDialog, type Column } from '@mikro/ui';
import { posKeys } from '../../../shared/queryKeys';

const STATUS_COLORS: Record<QuotationStatus, string> = { vigente: 'green', convertida: 'blue', cancelada: 'gray', vencida: 'orange' };

interface QuotationsDialogProps {
  onClose: () => void;
  onPrint: (quotation: Quotation) => void;
  onConvert: (quotation: Quotation) => void;
}

/** Quotations of the branch office: search by folio, client or product; print; convert to a sale while valid. */
export function QuotationsDialog({ onClose, onPrint, onConvert }: QuotationsDialogProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useQuery({
    queryKey: posKeys.quotations(page, search),
    queryFn: () => quotationsApi.list({ page, limit: 10, search: search.trim() || undefined }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<Quotation>[] = [
    { key: 'folio', header: 'Folio', render: (q) => `${q.serie}-${q.folio}` },
    { key: 'createdAt', header: 'Fecha', render: (q) => formatDate(q.createdAt) },
    { key: 'client', header: 'Cliente', render: (q) => q.client?.name ?? 'Público en general' },
    { key: 'validUntil', header: 'Vigencia', render: (q) => formatDate(q.validUntil) },
    { key: 'total', header: 'Total', align: 'end', render: (q) => formatMoney(q.total) },
    { key: 'status', header: 'Estado', render: (q) => <Badge colorPalette={STATUS_COLORS[q.status]}>{q.status}</Badge> },
  ];
  return (
    <ModalDialog
      title="Cotizaciones"
      onClose={onClose}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      <DataTable<Quotation>
        caption="Cotizaciones"
        columns={columns}
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        rowKey="id"
        page={page}
        pageSize={10}
        onPageChange={setPage}
        search={search}
        searchPlaceholder="Folio, cliente o producto"
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        isLoading={list.isLoading}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText="No hay cotizaciones"
        actions={(q) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => onPrint(q)}>
              Ver
            </Button>
            {q.status === 'vigente' && (
              <Button size="xs" colorPalette="brand" onClick={() => onConvert(q)}>
                Convertir en venta
              </Button>
            )}
          </HStack>
        )}
      />
    </ModalDialog>
  );
}
