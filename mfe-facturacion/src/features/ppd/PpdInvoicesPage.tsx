// /facturas/ppd: invoices paid in instalments (PPD) with what their complements documented and the balance, and
// a reminder of the store payments whose complement is due (SAT: by the 5th of the following month).
import { useState } from 'react';
import { usePpdInvoices } from '@mikro/api-client';
import type { PpdInvoice, PpdInvoiceList } from '@mikro/contracts';
import { useCanOn } from '@mikro/session';
import { Alert, Button, DataTable, Money, PageHeader, SelectInput, Text, VStack, cfdiFolio, formatDate, pagedResultProps, useTableState, type Column } from '@mikro/ui';
import { complementDueText } from '../../shared/complementDue';
import { InvoiceDetailDialog } from '../../shared/InvoiceDetailDialog';

const SHOW = [
  { value: 'open' as const, label: 'Con saldo' },
  { value: 'all' as const, label: 'Todas' },
];

function Reminders({ reminders }: { reminders: PpdInvoiceList['reminders'] }) {
  if (reminders.due === 0) return null;
  const overdue = reminders.overdue > 0;
  const payments = reminders.due === 1 ? '1 pago espera' : `${reminders.due} pagos esperan`;
  return (
    <Alert.Root status={overdue ? 'error' : 'warning'} role="alert" mb="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${payments} su complemento de pago`}</Alert.Title>
        <Alert.Description>
          {overdue
            ? `${reminders.overdue === 1 ? '1 ya venció' : `${reminders.overdue} ya vencieron`}: el SAT pide el complemento a más tardar el día 5 del mes siguiente al pago.`
            : `El primero vence el ${formatDate(reminders.nextDeadline)}: el SAT pide el complemento a más tardar el día 5 del mes siguiente al pago.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function DueCell({ invoice }: { invoice: PpdInvoice }) {
  if (invoice.complementsDue.length === 0) return <Text color="fg.muted">Al corriente</Text>;
  return (
    <VStack align="start" gap="0">
      {invoice.complementsDue.map((due) => (
        <Text key={due.paymentId} fontSize="sm" color={due.overdue ? 'red.600' : 'orange.700'}>
          {`${formatDate(due.paidOn)} · `}
          <Money value={due.pending} />
          {` · ${complementDueText(due)}`}
        </Text>
      ))}
    </VStack>
  );
}

export function PpdInvoicesPage() {
  const table = useTableState();
  const [show, setShow] = useState<'open' | 'all'>('open');
  const [detail, setDetail] = useState<number | null>(null);
  const canEdit = useCanOn('/facturas', 'editar');
  const canComplement = useCanOn('/facturas', 'crear');
  const list = usePpdInvoices({ page: table.page, limit: table.pageSize, q: table.search || undefined, open: show === 'open' || undefined });
  const columns: Column<PpdInvoice>[] = [
    { key: 'folio', header: 'Folio', render: (i) => cfdiFolio(i) },
    { key: 'issuedAt', header: 'Fecha', phone: false, render: (i) => formatDate(i.issuedAt) },
    { key: 'receiver', header: 'Receptor', render: (i) => `${i.receiverRfc} · ${i.receiverName}` },
    { key: 'total', header: 'Total', align: 'end', render: (i) => <Money value={i.total} /> },
    { key: 'paid', header: 'Pagado', align: 'end', phone: false, render: (i) => <Money value={i.paid} /> },
    // On a phone each row is a card: what is owed and what to do about it stay on it.
    { key: 'balance', header: 'Saldo', align: 'end', phone: true, render: (i) => <Money value={i.balance} /> },
    { key: 'due', header: 'Pagos sin complemento', phone: true, render: (i) => <DueCell invoice={i} /> },
  ];
  return (
    <>
      <PageHeader title="Facturas en parcialidades (PPD)" description="Saldo de cada factura PPD según sus complementos de pago y notas de crédito, y los pagos recibidos cuyo complemento falta" />
      {list.data && <Reminders reminders={list.data.reminders} />}
      <DataTable<PpdInvoice>
        caption="Facturas en parcialidades"
        columns={columns}
        rowKey="id"
        {...table.controls}
        searchPlaceholder="RFC, nombre o folio"
        {...pagedResultProps(list)}
        emptyText={show === 'open' ? 'No hay facturas PPD con saldo' : 'No hay facturas PPD'}
        wrapText
        toolbar={
          <SelectInput
            size="sm"
            width="170px"
            label="Mostrar"
            options={SHOW}
            value={show}
            onChange={(value) => {
              setShow(value);
              table.resetPage();
            }}
          />
        }
        actions={(invoice) => (
          <Button size="xs" variant="outline" onClick={() => setDetail(invoice.id)}>
            Ver detalle
          </Button>
        )}
      />
      {detail !== null && <InvoiceDetailDialog invoiceId={detail} onClose={() => setDetail(null)} canEdit={canEdit} canCredit={canEdit} canComplement={canComplement} />}
    </>
  );
}
