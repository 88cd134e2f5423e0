// /facturas/global: the period's paid, not invoiced tickets go to one invoice to the public in general
// (one concept per ticket, InformacionGlobal with Periodicidad, Meses and Año).
import { useState } from 'react';
import { billingApi, useBillingMutation, useNotInvoiced } from '@mikro/api-client';
import type { BillingModule, InvoiceDetail, NotInvoicedItem } from '@mikro/contracts';
import { Money, SAT_MONTHS, SAT_PERIODICITIES, validateGlobalPeriod, institutionToday } from '@mikro/domain';
import { useCan } from '@mikro/session';
import {
  Button, Card, ConfirmDialog, DataTable, Field, HStack, Input, InvoiceStatusBadge, PageHeader, Progress, SelectInput, SimpleGrid, Text, VStack, cfdiFolio, formatDateTime, formatMoney, notify, useLocalPaging, type Column, type SelectOption,
} from '@mikro/ui';
import { reportError } from '../../shared/errors';

const MODULES: SelectOption<BillingModule>[] = [
  { value: 1, label: 'Tienda' },
  { value: 2, label: 'Academias' },
  { value: 3, label: 'Colegio' },
];
const PERIODICITIES = SAT_PERIODICITIES.map((p) => ({ value: p.id, label: `${p.id} ${p.label}` }));
const MONTHS = SAT_MONTHS.map((m) => ({ value: m.id, label: `${m.id} ${m.label}` }));
const paymentsText = (count: number) => `${count} ${count === 1 ? 'pago' : 'pagos'}`;

export function GlobalInvoicePage() {
  const [day] = useState(institutionToday);
  const year = Number(day.slice(0, 4));
  const [form, setForm] = useState({ module: 1 as BillingModule, from: `${day.slice(0, 8)}01`, to: day, periodicity: '04', months: day.slice(5, 7), year: day.slice(0, 4) });
  const [range, setRange] = useState<{ module: 1 | 2 | 3; from: string; to: string } | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [issued, setIssued] = useState<InvoiceDetail | null>(null);
  const canCreate = useCan('crear');
  const pending = useNotInvoiced(range?.module ?? 1, range && { from: range.from, to: range.to });
  const issue = useBillingMutation((body: { module: 1 | 2 | 3 } & Parameters<typeof billingApi.globalBilling>[1]) => billingApi.globalBilling(body.module, body));
  const rows = pending.data ?? [];
  const paging = useLocalPaging(rows, { pageSize: 25 });
  const total = Money.sum(rows.map((r) => r.total)).toFixed2();
  const periodErrors = validateGlobalPeriod({ periodicity: form.periodicity, months: form.months, year: Number(form.year) }, year);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  // The list and what Emitir invoices are one period: another date hides the list until it is asked for again,
  // so the invoice never covers dates the screen no longer shows.
  const choosePeriod = (patch: { from?: string; to?: string }) => {
    set(patch);
    setRange(null);
  };
  const columns: Column<NotInvoicedItem>[] = [
    { key: 'reference', header: 'Ticket o recibo' },
    { key: 'date', header: 'Fecha', render: (r) => formatDateTime(r.date) },
    { key: 'total', header: 'Total', align: 'end', render: (r) => formatMoney(r.total) },
  ];
  return (
    <>
      <PageHeader title="Factura global" description="Pagos cobrados y no facturados del periodo (tienda, academias o colegio), en una factura al público en general" />
      <Card.Root mb="4">
        <Card.Body>
          <VStack align="stretch" gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
              <Field.Root>
                <Field.Label>Módulo</Field.Label>
                <SelectInput
                  size="sm"
                  options={MODULES}
                  value={form.module}
                  onChange={(module) => {
                    set({ module });
                    setRange(null);
                  }}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Desde</Field.Label>
                <Input size="sm" type="date" value={form.from} onChange={(e) => choosePeriod({ from: e.target.value })} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Hasta</Field.Label>
                <Input size="sm" type="date" value={form.to} onChange={(e) => choosePeriod({ to: e.target.value })} />
              </Field.Root>
              <HStack align="end">
                <Button size="sm" variant="outline" disabled={!form.from || !form.to || form.from > form.to} onClick={() => setRange({ module: form.module, from: form.from, to: form.to })}>
                  Ver pagos sin facturar
                </Button>
              </HStack>
              <Field.Root>
                <Field.Label>Periodicidad</Field.Label>
                <SelectInput
                  size="sm"
                  options={PERIODICITIES}
                  value={form.periodicity}
                  onChange={(periodicity) => set({ periodicity, months: periodicity === '05' ? '13' : form.months > '12' ? '01' : form.months })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Mes</Field.Label>
                <SelectInput
                  size="sm"
                  options={MONTHS.filter((m) => (form.periodicity === '05') === Number(m.value) > 12)}
                  value={form.months}
                  onChange={(months) => set({ months })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Año</Field.Label>
                <SelectInput size="sm" options={[year, year - 1].map((y) => ({ value: String(y), label: String(y) }))} value={form.year} onChange={(y) => set({ year: y })} />
              </Field.Root>
            </SimpleGrid>
            {periodErrors.length > 0 && (
              <Text color="red.600" fontSize="sm">
                {periodErrors[0]?.message}
              </Text>
            )}
            {range && (
              <HStack justify="space-between" wrap="wrap">
                <Text>
                  {paymentsText(rows.length)} sin facturar · {formatMoney(total)}
                </Text>
                {canCreate && (
                  <Button colorPalette="blue" disabled={rows.length === 0 || periodErrors.length > 0 || issue.isPending} onClick={() => setConfirm(true)}>
                    Emitir factura global
                  </Button>
                )}
              </HStack>
            )}
            {issue.isPending && (
              <VStack align="stretch" gap="1" role="status">
                <Text fontSize="sm">Sellando y timbrando {paymentsText(rows.length)}…</Text>
                <Progress.Root value={null} size="sm">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </VStack>
            )}
            {issued && (
              <HStack wrap="wrap">
                <Text>Factura global {cfdiFolio(issued)} · {formatMoney(issued.total)}</Text>
                <InvoiceStatusBadge status={issued.status} sandbox={issued.sandbox} />
                {issued.uuid && (
                  <Button size="xs" variant="outline" onClick={() => void billingApi.openPdf(issued.id).catch((e: unknown) => reportError(e))}>
                    Ver PDF
                  </Button>
                )}
              </HStack>
            )}
          </VStack>
        </Card.Body>
      </Card.Root>
      {range && (
        <DataTable<NotInvoicedItem>
          caption="Pagos sin facturar"
          columns={columns}
          rowKey="id"
          {...paging}
          isLoading={pending.isLoading}
          error={pending.error ? pending.error.message : null}
          onRetry={() => void pending.refetch()}
          emptyText="No hay pagos sin facturar en el periodo"
        />
      )}
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title="Emitir factura global"
        body={`Se timbrará una factura al público en general con ${paymentsText(rows.length)} por ${formatMoney(total)}.`}
        confirmText="Emitir"
        onConfirm={async () => {
          setConfirm(false);
          try {
            const invoice = await issue.mutateAsync({ module: range!.module, from: range!.from, to: range!.to, periodicity: form.periodicity, months: form.months, year: Number(form.year) });
            setIssued(invoice);
            notify.success(invoice.status === 'timbrada' ? 'Factura global timbrada' : 'Factura global pendiente de timbrar');
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </>
  );
}
