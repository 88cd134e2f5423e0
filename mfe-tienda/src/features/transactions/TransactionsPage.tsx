import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashRegisterTransactionsApi, toApiError } from '@mikro/api-client';
import type { CashRegisterTransaction } from '@mikro/contracts';
import { findPaymentMethod } from '@mikro/domain';
import { Badge, DataTable, formatDateTime, formatMoney, HStack, Input, PageHeader, Text, type Column } from '@mikro/ui';

const columns: Column<CashRegisterTransaction>[] = [
  { key: 'createdAt', header: 'Fecha', render: (t) => formatDateTime(t.createdAt) },
  { key: 'cashRegister', header: 'Caja', render: (t) => `#${t.cashRegister.id}` },
  { key: 'agent', header: 'Agente', render: (t) => t.agent.name },
  {
    key: 'transactionType',
    header: 'Tipo',
    render: (t) => <Badge colorPalette={t.transactionType.direction === 'in' ? 'green' : 'red'}>{t.transactionType.name}</Badge>,
  },
  { key: 'method', header: 'Forma de pago', render: (t) => t.payment?.miniStoreSaleMethodPayments.methodName ?? findPaymentMethod(t.methodId)?.name ?? '' },
  { key: 'sale', header: 'Venta', render: (t) => (t.saleId ? `#${t.saleId}` : '—') },
  { key: 'amount', header: 'Importe', align: 'end', render: (t) => formatMoney(t.amount) },
  { key: 'notes', header: 'Notas' },
];

/** SPEC §3 "Transaction": every movement of the cash registers (agent, register, payment, type). */
export function TransactionsPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [registerId, setRegisterId] = useState('');
  const register = /^\d+$/.test(registerId.trim()) ? Number(registerId) : undefined;
  const list = useQuery({
    queryKey: ['transactions', page, pageSize, register],
    queryFn: () => cashRegisterTransactionsApi.list({ page, limit: pageSize, cashRegisterId: register }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="Movimientos de caja" description="Aperturas, ventas, entradas, salidas, devoluciones y cierres de las cajas" />
      <DataTable<CashRegisterTransaction>
        caption="Movimientos de caja"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey="id"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        isLoading={list.isLoading}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText="No hay movimientos"
        toolbar={
          <HStack>
            <Text fontSize="sm">Caja</Text>
            <Input
              size="sm"
              width="100px"
              aria-label="Número de caja"
              placeholder="Todas"
              value={registerId}
              onChange={(event) => {
                setRegisterId(event.target.value);
                setPage(1);
              }}
            />
          </HStack>
        }
      />
    </>
  );
}
