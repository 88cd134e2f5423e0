import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { InvoiceSummary, PaymentInvoices } from '@mikro/contracts';
import { ErrorState, LoadingState } from '../feedback/states';
import { formatMoney } from '../format/money';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { CFDI_TYPE_LABELS, cfdiFolio } from './labels';

export interface InvoicePanelProps {
  open: boolean;
  onToggle: () => void;
  data?: PaymentInvoices;
  isLoading?: boolean;
  error?: string | null;
  /** Shown only when the payment can be invoiced (paid and no live invoice) and the user may. */
  canInvoice: boolean;
  onInvoice: () => void;
  onOpenPdf: (invoice: InvoiceSummary) => void;
  onDownloadXml: (invoice: InvoiceSummary) => void;
}

function InvoiceRow({ invoice, nested, onOpenPdf, onDownloadXml }: { invoice: InvoiceSummary; nested?: boolean } & Pick<InvoicePanelProps, 'onOpenPdf' | 'onDownloadXml'>) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="2" pl={nested ? '6' : '0'} py="1" borderTopWidth={nested ? '0' : '1px'}>
      <VStack align="start" gap="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">
            {CFDI_TYPE_LABELS[invoice.type]} {cfdiFolio(invoice)}
          </Text>
          <InvoiceStatusBadge status={invoice.status} sandbox={invoice.sandbox} />
          {invoice.isGlobal && <Badge>Global</Badge>}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {invoice.receiverRfc} · {invoice.receiverName} ·{' '}
          <Text as="span" whiteSpace="nowrap">
            {formatMoney(invoice.total)}
          </Text>
        </Text>
        {invoice.uuid && (
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {invoice.uuid}
          </Text>
        )}
      </VStack>
      {invoice.uuid && (
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => onOpenPdf(invoice)}>
            PDF
          </Button>
          <Button size="xs" variant="outline" onClick={() => onDownloadXml(invoice)}>
            XML
          </Button>
        </HStack>
      )}
    </HStack>
  );
}

/** The invoice panel of one payment: toggles open; its invoices with their credit notes; "Facturar". */
export function InvoicePanel({ open, onToggle, data, isLoading, error, canInvoice, onInvoice, onOpenPdf, onDownloadXml }: InvoicePanelProps) {
  const live = data?.invoices.some((i) => i.type === 'I' && (i.status === 'timbrada' || i.status === 'pendiente')) ?? false;
  return (
    <Box borderWidth="1px" rounded="md" p="2">
      <HStack justify="space-between">
        <Button size="sm" variant="ghost" onClick={onToggle} aria-expanded={open}>
          {open ? <ChevronDown size={16} /> : <ChevronRight size={16} />}
          Facturas
        </Button>
        {data && (
          <Badge colorPalette={data.stamped ? 'green' : 'gray'} title="Timbrado">
            {data.stamped ? 'Facturada' : 'Sin facturar'}
          </Badge>
        )}
      </HStack>
      {open && (
        <VStack align="stretch" gap="1" mt="2">
          {isLoading && <LoadingState />}
          {error && <ErrorState message={error} />}
          {data && data.invoices.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              Este pago no tiene facturas; si no se factura a un cliente entrará en la factura global del periodo.
            </Text>
          )}
          {data?.invoices.map((invoice) => (
            <Box key={invoice.id}>
              <InvoiceRow invoice={invoice} onOpenPdf={onOpenPdf} onDownloadXml={onDownloadXml} />
              {invoice.creditNotes.map((note) => (
                <InvoiceRow key={note.id} invoice={note} nested onOpenPdf={onOpenPdf} onDownloadXml={onDownloadXml} />
              ))}
            </Box>
          ))}
          {data && canInvoice && !live && (
            <HStack justify="end">
              <Button size="sm" colorPalette="blue" onClick={onInvoice}>
                Facturar
              </Button>
            </HStack>
          )}
        </VStack>
      )}
    </Box>
  );
}
