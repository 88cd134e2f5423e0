import { memo } from 'react';
import { Money } from '@mikro/domain';
import { Box, formatDateTime, formatMoney, PrintableDialog } from '@mikro/ui';
import type { OfflineTicket } from '../../../shared/offline/offlineDb';

// The ticket opens at the end of every sale made offline, inside the time the cashier waits for it: its lines are
// plain elements styled once by the ticket's box, not one styled component each, and the dialog is a plain one (see
// ModalDialog's `plain`).
const TICKET_STYLES = {
  '& p': { margin: 0 },
  '& hr': { marginBlock: '2', borderColor: 'border' },
  '& [data-row]': { display: 'flex', justifyContent: 'space-between', gap: '2' },
  '& [data-bold]': { fontWeight: 'bold' },
  '& [data-line]': { marginBottom: '1' },
};

const Row = ({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) => (
  <div data-row="" data-bold={bold ? '' : undefined}>
    <p>{label}</p>
    <p>{value}</p>
  </div>
);

/** The ticket of a sale made without a connection: its provisional number until the server gives it a folio. */
export const OfflineTicketDialog = memo(function OfflineTicketDialog({ ticket, companyName, onClose, finalFocusEl }: { ticket: OfflineTicket; companyName: string; onClose: () => void; finalFocusEl?: () => HTMLElement | null }) {
  return (
    <PrintableDialog title="Ticket de venta" size="sm" onClose={onClose} finalFocusEl={finalFocusEl} plain>
      <Box className="print-area ticket-80mm" fontFamily="mono" fontSize="xs" maxW="80mm" mx="auto" aria-label="Ticket" css={TICKET_STYLES}>
        <Box textAlign="center">
          <p data-bold="">{companyName}</p>
          <p data-bold="">VENTA SIN CONEXIÓN</p>
        </Box>
        <hr />
        <p data-testid="provisional-number">Núm. provisional {ticket.provisional}</p>
        <p>El folio se asigna al volver la conexión</p>
        <p>{formatDateTime(ticket.soldAt)}</p>
        <p>Cajero: {ticket.cashier}</p>
        {ticket.client && <p>Cliente: {ticket.client}</p>}
        <hr />
        {ticket.lines.map((line, index) => (
          <div key={index} data-line="">
            <p>{line.productName}</p>
            <Row label={`${Money.of(line.quantity).toString()} x ${formatMoney(line.unitPrice)}`} value={formatMoney(line.total)} />
          </div>
        ))}
        <hr />
        <Row label="TOTAL" value={formatMoney(ticket.total)} bold />
        {ticket.payments.map((payment, index) => (
          <Row key={index} label={payment.methodName} value={formatMoney(payment.amount)} />
        ))}
        {Money.of(ticket.change).isPositive() && <Row label="Cambio" value={formatMoney(ticket.change)} />}
      </Box>
    </PrintableDialog>
  );
});
