import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashRegisterTransactionsApi, fetchAllPages } from '@mikro/api-client';
import type { CashRegisterTransaction } from '@mikro/contracts';
import { findPaymentMethod } from '@mikro/domain';
import { BlindCloseSwitch } from './BlindCloseSwitch';
import { Badge, DataTable, formatDateTime, formatMoney, HStack, Input, PageHeader, pagedResultProps, Text, useTableState, type Column } from '@mikro/ui';
import { storeKeys } from '../../shared/queryKeys';

/** An abono is recorded as a sale's money coming in, but the cashier reads it as what it is. */
export const transactionLabel = (t: CashRegisterTransaction) => (t.payment?.kind === 'abono' ? 'Abono' : t.transactionType.name);

const methodName = (t: CashRegisterTransaction) => t.payment?.miniStoreSaleMethodPayments.methodName ?? findPaymentMethod(t.methodId)?.name ?? '';

const columns: Column<CashRegisterTransaction>[] = [
  { key: 'createdAt', header: 'Fecha', render: (t) => formatDateTime(t.createdAt), exportValue: (t) => formatDateTime(t.createdAt) },
  { key: 'cashRegister', header: 'Caja', render: (t) => `#${t.cashRegister.id}`, exportValue: (t) => t.cashRegister.id },
  { key: 'agent', header: 'Agente', render: (t) => t.agent.name, exportValue: (t) => t.agent.name },
  {
    key: 'transactionType',
    header: 'Tipo',
    render: (t) => <Badge colorPalette={t.transactionType.direction === 'in' ? 'green' : 'red'}>{transactionLabel(t)}</Badge>,
    exportValue: transactionLabel,
  },
  { key: 'method', header: 'Forma de pago', render: (t) => methodName(t), exportValue: methodName },
  { key: 'sale', header: 'Venta', render: (t) => t.saleFolio ?? '—', exportValue: (t) => t.saleFolio ?? '' },
  { key: 'amount', header: 'Importe', align: 'end', render: (t) => formatMoney(t.amount), exportValue: (t) => Number(t.amount) },
  { key: 'notes', header: 'Notas' },
];

/** Every movement of the cash registers (agent, register, payment, type), newest first. */
export function TransactionsPage() {
  const table = useTableState();
  const [registerId, setRegisterId] = useState('');
  const register = /^\d+$/.test(registerId.trim()) ? Number(registerId) : undefined;
  const list = useQuery({
    queryKey: storeKeys.transactions(table.page, table.pageSize, register),
    queryFn: () => cashRegisterTransactionsApi.list({ page: table.page, limit: table.pageSize, cashRegisterId: register }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="Movimientos de caja" description="Aperturas, ventas, entradas, salidas, devoluciones y cierres de las cajas" />
      <BlindCloseSwitch />
      <DataTable<CashRegisterTransaction>
        caption="Movimientos de caja"
        columns={columns}
        rowKey="id"
        page={table.page}
        pageSize={table.pageSize}
        onPageChange={table.controls.onPageChange}
        onPageSizeChange={table.controls.onPageSizeChange}
        {...pagedResultProps(list)}
        emptyText="No hay movimientos"
        onExport={() => fetchAllPages((page, limit) => cashRegisterTransactionsApi.list({ page, limit, cashRegisterId: register }))}
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
                table.resetPage();
              }}
            />
          </HStack>
        }
      />
    </>
  );
}
