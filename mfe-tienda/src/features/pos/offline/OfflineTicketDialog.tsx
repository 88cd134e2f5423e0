import { memo } from 'react';
import { Money } from '@mikro/domain';
import { Box, formatDateTime, formatMoney, PrintableDialog } from '@mikro/ui';
import type { OfflineTicket } from '../../../shared/offline/offlineDb';
import { AmountRow, AMOUNT_ROWS } from '../AmountRow';

// The ticket opens at the end of every sale made offline, inside the time the cashier waits for it: its lines are
// plain elements styled once by the ticket's box, not one styled component each, and the dialog is a plain one (see
// ModalDialog's `plain`).
const TICKET_STYLES = {
  ...AMOUNT_ROWS,
  '& hr': { marginBlock: '2', borderColor: 'border' },
  '& [data-line]': { marginBottom: '1' },
};

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
            <AmountRow label={`${Money.of(line.quantity).toString()} x ${formatMoney(line.unitPrice)}`} value={formatMoney(line.total)} />
          </div>
        ))}
        <hr />
        <AmountRow label="TOTAL" value={formatMoney(ticket.total)} bold />
        {ticket.payments.map((payment, index) => (
          <AmountRow key={index} label={payment.methodName} value={formatMoney(payment.amount)} />
        ))}
        {Money.of(ticket.change).isPositive() && <AmountRow label="Cambio" value={formatMoney(ticket.change)} />}
      </Box>
    </PrintableDialog>
  );
});
