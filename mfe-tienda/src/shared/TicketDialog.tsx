import { useQuery } from '@tanstack/react-query';
import { salesApi, toApiError, useSelfInvoiceLink } from '@mikro/api-client';
import { Money } from '@mikro/domain';
import { Box, ErrorState, formatDate, formatDateTime, formatMoney, HStack, LoadingState, PrintableDialog, SelfInvoiceQr, Separator, Text, VStack } from '@mikro/ui';
import { posKeys } from './queryKeys';

const Row = ({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) => (
  <HStack justify="space-between" fontWeight={bold ? 'bold' : undefined}>
    <Text>{label}</Text>
    <Text>{value}</Text>
  </HStack>
);

/** The 80 mm receipt of a sale (browser print, or "save as PDF" from the print dialog). */
/** `reprint`: opened from the sales history (its own permission) and marked as a reprint. */
/** `plain`: over the counter, after every sale, a plain dialog (see ModalDialog). */
export function TicketDialog({ saleId, onClose, reprint = false, finalFocusEl, plain = false }: { saleId: number; onClose: () => void; reprint?: boolean; finalFocusEl?: () => HTMLElement | null; plain?: boolean }) {
  const ticket = useQuery({ queryKey: posKeys.ticket(saleId, reprint), queryFn: () => (reprint ? salesApi.reprint(saleId) : salesApi.ticket(saleId)) });
  const t = ticket.data;
  // The customer invoices the sale through this link (a new one-time code each time a ticket is shown).
  const selfInvoice = useSelfInvoiceLink(1, saleId);
  return (
    <PrintableDialog title="Ticket de venta" size="sm" onClose={onClose} finalFocusEl={finalFocusEl} plain={plain}>
      {ticket.isLoading && <LoadingState />}
      {ticket.error && <ErrorState message={toApiError(ticket.error).message} onRetry={() => void ticket.refetch()} />}
      {t && (
        <Box className="print-area ticket-80mm" fontFamily="mono" fontSize="xs" maxW="80mm" mx="auto" aria-label="Ticket">
          <VStack gap="0" textAlign="center">
            <Text fontWeight="bold">{t.company.businessName || t.company.name}</Text>
            <Text>RFC {t.company.rfc}</Text>
            <Text>{t.company.address}</Text>
            <Text>Sucursal {t.branchOffice.name}</Text>
            <Text>{t.branchOffice.address}</Text>
          </VStack>
          <Separator my="2" />
          <Text>
            Folio {t.serie}-{t.folio}
          </Text>
          {t.provisional && <Text>Venta sin conexión: núm. provisional {t.provisional}</Text>}
          <Text>{formatDateTime(t.createdAt)}</Text>
          {reprint && <Text fontWeight="bold">REIMPRESIÓN</Text>}
          <Text>Cajero: {t.cashier}</Text>
          {t.client && <Text>Cliente: {t.client}</Text>}
          <Separator my="2" />
          {t.lines.map((line, index) => (
            <Box key={index} mb="1">
              <Text>{line.productName}</Text>
              <HStack justify="space-between">
                <Text>
                  {Money.of(line.quantity).toString()} {line.unitLabel} x {formatMoney(line.unitPrice)}
                </Text>
                <Text>{formatMoney(line.total)}</Text>
              </HStack>
              {Number(line.discounts) > 0 && <Text>Descuento -{formatMoney(line.discounts)}</Text>}
            </Box>
          ))}
          <Separator my="2" />
          <Row label="Subtotal" value={formatMoney(t.totals.subtotal)} />
          <Row label="IVA 16 %" value={formatMoney(t.taxes.iva)} />
          <Row label="Base gravada" value={formatMoney(t.taxes.taxedSubtotal)} />
          <Row label="Exento" value={formatMoney(t.taxes.exempt)} />
          <Row label="TOTAL" value={formatMoney(t.totals.total)} bold />
          <Separator my="2" />
          {t.payments.map((payment, index) => (
            <Row key={index} label={payment.methodName} value={formatMoney(payment.received)} />
          ))}
          <Row label="Cambio" value={formatMoney(t.change)} bold />
          {Number(t.balance) > 0 && <Row label="Saldo pendiente" value={formatMoney(t.balance)} bold />}
          {t.instalments.length > 0 && (
            <Box mt="2" aria-label="Plan de pagos">
              <Text fontWeight="bold">Plan de pagos</Text>
              {t.instalments.map((instalment) => (
                <Row key={instalment.number} label={`Pago ${instalment.number} · ${formatDate(instalment.dueDate)}`} value={formatMoney(instalment.amount)} />
              ))}
            </Box>
          )}
          <SelfInvoiceQr link={selfInvoice.data} size="28mm" />
          <Text textAlign="center" mt="2">
            ¡Gracias por su compra!
          </Text>
        </Box>
      )}
    </PrintableDialog>
  );
}
