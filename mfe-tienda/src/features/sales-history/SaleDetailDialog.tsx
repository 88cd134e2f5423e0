import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { salesApi, salesKeys, toApiError } from '@mikro/api-client';
import type { SaleDetail, SaleLine } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { Badge, Box, Button, DataTable, ErrorState, Flex, formatDateTime, formatMoney, HStack, LoadingState, ModalDialog, Money as MoneyText, Text, VStack, type Column } from '@mikro/ui';
import { PAYMENT_KIND_LABELS, SALE_TYPE_LABELS } from '../../shared/saleLabels';
import { TicketDialog } from '../../shared/TicketDialog';
import { AbonoPanel } from './AbonoPanel';
import { returnQuantityColumn, ReturnPanel, useSaleReturn } from './SaleReturn';
import { SaleInvoicePanel } from './SaleInvoicePanel';

const qty = (value: string) => Money.of(value).toString();

const LINE_COLUMNS: Column<SaleLine>[] = [
  { key: 'productName', header: 'Producto' },
  { key: 'quantity', header: 'Cantidad', align: 'end', render: (line) => qty(line.quantity) },
  { key: 'returnedQuantity', header: 'Devuelto', align: 'end', render: (line) => qty(line.returnedQuantity) },
  { key: 'total', header: 'Total', align: 'end', render: (line) => <MoneyText value={line.total} /> },
];

/** A line returned in full (or in a cancelled sale) is shown muted. */
const lineTone = (line: SaleLine) => (Money.of(line.returnedQuantity).gte(line.quantity) ? ('muted' as const) : undefined);

/** A sale with its lines and payments; returns (stock goes back, money out of the register), cancellation and abonos. */
export function SaleDetailDialog({ saleId, canEdit, onClose }: { saleId: number; canEdit: boolean; onClose: () => void }) {
  const sale = useQuery({ queryKey: salesKeys.detail(saleId), queryFn: () => salesApi.get(saleId) });
  const [reprint, setReprint] = useState(false);
  const data = sale.data;
  return (
    <ModalDialog
      title={<>{data ? `Venta ${data.serie}-${data.folio}` : 'Venta'}</>}
      onClose={onClose}
      size="xl"
      footer={
        <>
          {data && (
            <Button variant="outline" onClick={() => setReprint(true)}>
              Reimprimir ticket
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      {sale.isLoading && <LoadingState />}
      {sale.error && <ErrorState message={toApiError(sale.error).message} onRetry={() => void sale.refetch()} />}
      {data && <SaleDetailBody sale={data} canEdit={canEdit} />}
      {reprint && <TicketDialog saleId={saleId} reprint onClose={() => setReprint(false)} />}
    </ModalDialog>
  );
}

function SaleDetailBody({ sale, canEdit }: { sale: SaleDetail; canEdit: boolean }) {
  const returning = useSaleReturn(sale);
  const editable = canEdit && sale.status !== 'cancelada';
  return (
    <VStack align="stretch" gap="4">
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Badge>{sale.status}</Badge>
        <Text>{formatDateTime(sale.createdAt)}</Text>
        <Text>Cajero: {sale.cashier.name}</Text>
        <Text>Cliente: {sale.client?.name ?? 'Público en general'}</Text>
        <Text>Tipo: {SALE_TYPE_LABELS[sale.saleType] ?? sale.saleType}</Text>
      </HStack>
      <DataTable<SaleLine>
        caption="Productos de la venta"
        columns={editable ? [...LINE_COLUMNS, returnQuantityColumn(returning)] : LINE_COLUMNS}
        rows={sale.lines}
        rowKey="id"
        rowTone={lineTone}
      />
      {/* Each figure keeps its label on one line and wraps as a whole: on a phone they used to spill off the left edge. */}
      <Flex justify="end" wrap="wrap" columnGap="6" rowGap="1" fontSize="sm" data-testid="sale-totals">
        <Text whiteSpace="nowrap">Subtotal {formatMoney(sale.subtotal)}</Text>
        <Text whiteSpace="nowrap">IVA {formatMoney(sale.tax)}</Text>
        <Text whiteSpace="nowrap" fontWeight="bold">
          Total {formatMoney(sale.total)}
        </Text>
        <Text whiteSpace="nowrap">Pagado {formatMoney(sale.paid)}</Text>
        <Text whiteSpace="nowrap">Devuelto {formatMoney(sale.refunded)}</Text>
        <Text whiteSpace="nowrap" fontWeight="bold" data-testid="sale-balance">
          Saldo {formatMoney(sale.balance)}
        </Text>
      </Flex>
      <Box>
        <Text fontWeight="medium">Pagos</Text>
        {sale.miniStoreSalePayments.map((payment) => (
          <HStack key={payment.id} justify="space-between" align="start" fontSize="sm" data-testid="sale-payment">
            <Text minW="0">
              {formatDateTime(payment.createdAt)} · {PAYMENT_KIND_LABELS[payment.kind] ?? payment.kind} · {payment.methodName} ({payment.methodCode})
              {payment.reference ? ` · ${payment.reference}` : ''}
            </Text>
            <MoneyText value={payment.amount} flexShrink={0} />
          </HStack>
        ))}
      </Box>
      <SaleInvoicePanel saleId={sale.id} status={sale.status} />
      {editable && <ReturnPanel form={returning} />}
      {editable && Money.of(sale.balance).isPositive() && <AbonoPanel sale={sale} />}
    </VStack>
  );
}
