import { Money } from '@mikro/domain';
import { Box, formatDateTime, formatMoney, HStack, PrintableDialog, Separator, Text, VStack } from '@mikro/ui';
import type { OfflineTicket } from '../../../shared/offline/offlineDb';

const Row = ({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) => (
  <HStack justify="space-between" fontWeight={bold ? 'bold' : undefined}>
    <Text>{label}</Text>
    <Text>{value}</Text>
  </HStack>
);

/** The ticket of a sale made without a connection: its provisional number until the server gives it a folio. */
export function OfflineTicketDialog({ ticket, companyName, onClose, finalFocusEl }: { ticket: OfflineTicket; companyName: string; onClose: () => void; finalFocusEl?: () => HTMLElement | null }) {
  return (
    <PrintableDialog title="Ticket de venta" size="sm" onClose={onClose} finalFocusEl={finalFocusEl}>
      <Box className="print-area ticket-80mm" fontFamily="mono" fontSize="xs" maxW="80mm" mx="auto" aria-label="Ticket">
        <VStack gap="0" textAlign="center">
          <Text fontWeight="bold">{companyName}</Text>
          <Text fontWeight="bold">VENTA SIN CONEXIÓN</Text>
        </VStack>
        <Separator my="2" />
        <Text data-testid="provisional-number">Núm. provisional {ticket.provisional}</Text>
        <Text>El folio se asigna al volver la conexión</Text>
        <Text>{formatDateTime(ticket.soldAt)}</Text>
        <Text>Cajero: {ticket.cashier}</Text>
        {ticket.client && <Text>Cliente: {ticket.client}</Text>}
        <Separator my="2" />
        {ticket.lines.map((line, index) => (
          <Box key={index} mb="1">
            <Text>{line.productName}</Text>
            <HStack justify="space-between">
              <Text>
                {Money.of(line.quantity).toString()} x {formatMoney(line.unitPrice)}
              </Text>
              <Text>{formatMoney(line.total)}</Text>
            </HStack>
          </Box>
        ))}
        <Separator my="2" />
        <Row label="TOTAL" value={formatMoney(ticket.total)} bold />
        {ticket.payments.map((payment, index) => (
          <Row key={index} label={payment.methodName} value={formatMoney(payment.amount)} />
        ))}
        {Money.of(ticket.change).isPositive() && <Row label="Cambio" value={formatMoney(ticket.change)} />}
      </Box>
    </PrintableDialog>
  );
}
