// The printable receipt of a school or academy payment: issuer, folio, payer, lines with their
// adjustments, totals, methods, change and, for a cancelled payment, the reason; with `selfInvoice`, the link
// and QR through which the payer invoices it.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Separator } from '@chakra-ui/react/separator';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ChargePaymentReceipt, SelfInvoiceLink } from '@mikro/contracts';
import { periodLabel } from '@mikro/domain';
import { formatDateTime } from '../format/date';
import { Money } from '../format/display';
import { formatMoney } from '../format/money';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/types';
import { ADJUSTMENT_KIND_LABELS } from './ChargeLineList';
import { PaymentTotalsView } from './PaymentTotalsView';
import { SelfInvoiceQr } from './SelfInvoiceQr';

export interface PaymentReceiptProps {
  receipt: ChargePaymentReceipt;
  /** 'Recibo de pago de colegiatura', 'Recibo de pago de academia'… */
  title?: string;
  /** Who paid: 'Alumno', 'Participante'… */
  payerLabel?: string;
  /** Per line, e.g. the month it pays. */
  periodOf?: (line: ReceiptLine) => string;
  /** The self-invoicing link of the payment (useSelfInvoiceLink of @mikro/api-client); none while absent. */
  selfInvoice?: SelfInvoiceLink | null;
  /** Whose each line is (a family's payment): named on each line when the payment covers several people. */
  personOf?: (line: ReceiptLine) => string;
}

export function defaultPeriod(line: { year: number | null; month: number | null }): string {
  return periodLabel(line.year, line.month);
}

type ReceiptLine = ChargePaymentReceipt['lines'][number];

function lineColumns(periodOf: (line: ReceiptLine) => string, personOf: ((line: ReceiptLine) => string) | null, personLabel: string): Column<ReceiptLine>[] {
  return [
    ...(personOf ? [{ key: 'person', header: personLabel, render: (line: ReceiptLine) => personOf(line) }] : []),
    {
      key: 'concept',
      header: 'Concepto',
      render: (line) => (
        <>
          <Text>
            {line.quantity > 1 ? `${line.quantity} × ` : ''}
            {line.conceptName} {periodOf(line) && `· ${periodOf(line)}`}
            {line.status === 'cancelled' ? ' (cancelado)' : ''}
          </Text>
          {line.adjustments.map((adjustment, index) => (
            <Text key={index} fontSize="xs" color="fg.muted">
              {ADJUSTMENT_KIND_LABELS[adjustment.kind]}: {adjustment.name} {formatMoney(adjustment.amount)}
            </Text>
          ))}
        </>
      ),
    },
    { key: 'total', header: 'Importe', align: 'end', render: (line) => <Money value={line.total} /> },
  ];
}

export function PaymentReceipt({ receipt, title = 'Recibo de pago', payerLabel = 'Alumno', periodOf = defaultPeriod, selfInvoice, personOf }: PaymentReceiptProps) {
  const cancelled = receipt.status === 'cancelled';
  // Whose each line is only needs saying when the payment covers several people (as the PDF does).
  const people = new Set(receipt.lines.map((line) => line.studentId ?? `e${line.externalId}`));
  const linePerson = personOf && people.size > 1 ? personOf : null;
  return (
    <Box className="print-area" fontSize="sm" data-testid="payment-receipt">
      <VStack gap="0" mb="3">
        <Text fontWeight="bold" fontSize="md">
          {receipt.company.businessName || receipt.company.name}
        </Text>
        {receipt.company.rfc && <Text>RFC {receipt.company.rfc}</Text>}
        {receipt.company.address && <Text textAlign="center">{receipt.company.address}</Text>}
        <Text>{receipt.branchOffice.name}</Text>
      </VStack>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="bold">{title}</Text>
        <Text fontWeight="bold" data-testid="receipt-folio">
          {receipt.serie}-{receipt.folio}
        </Text>
      </HStack>
      <Text>Fecha: {formatDateTime(receipt.createdAt)}</Text>
      <Text>
        {payerLabel}: {receipt.payer.name}
      </Text>
      <Text>Atendió: {receipt.cashier.name}</Text>
      {cancelled && (
        <Box borderWidth="1px" borderColor="red.500" rounded="md" p="2" my="2">
          <Badge colorPalette="red">CANCELADO</Badge>
          <Text>Motivo: {receipt.cancelReason}</Text>
        </Box>
      )}
      <Separator my="2" />
      <DataTable<ReceiptLine> columns={lineColumns(periodOf, linePerson, payerLabel)} rows={receipt.lines} rowKey="id" wrapText rowTone={(line) => (line.status === 'cancelled' ? 'muted' : undefined)} />
      <Separator my="2" />
      <PaymentTotalsView totals={receipt} size="sm" />
      <Separator my="2" />
      {receipt.methods.map((method, index) => (
        <HStack key={index} justify="space-between">
          <Text>
            {method.methodName}
            {method.bankName ? ` · ${method.bankName}` : ''}
            {method.reference ? ` · ${method.reference}` : ''}
          </Text>
          <Text fontVariantNumeric="tabular-nums">{formatMoney(method.amount)}</Text>
        </HStack>
      ))}
      <HStack justify="space-between">
        <Text>Recibido</Text>
        <Text>{formatMoney(receipt.received)}</Text>
      </HStack>
      <HStack justify="space-between" fontWeight="bold">
        <Text>Cambio</Text>
        <Text data-testid="receipt-change">{formatMoney(receipt.change)}</Text>
      </HStack>
      {receipt.notes && <Text mt="2">Notas: {receipt.notes}</Text>}
      {!cancelled && <SelfInvoiceQr link={selfInvoice} />}
    </Box>
  );
}
