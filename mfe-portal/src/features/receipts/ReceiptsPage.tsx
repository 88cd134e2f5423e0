// «Recibos»: the family's receipts, newest first, each with its PDF and the invoices that cover it (XML and PDF), and
// «Facturar» for a receipt of this month not invoiced yet, to the family's fiscal data of «Mis datos».
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalAccount, PortalReceipt } from '@mikro/contracts';
import { portalAccountApi, portalApi, toApiError, useInvoiceReceipt, usePortalAccount, usePortalReceipts } from '@mikro/api-client';
import { Badge, Box, Button, Card, CFDI_STATUS_LABELS, ConfirmDialog, DateText, EmptyState, Flex, HStack, Money, notify, PageHeader, Stack, Text } from '@mikro/ui';
import { QueryState } from '../../shared/QueryState';

const PAGE_SIZE = 10;
const ACCOUNT_URL = '/portal/mis-datos';

/** An invoice's state in the words of the invoicing screens. */
const statusLabel = (status: string) => Object.entries(CFDI_STATUS_LABELS).find(([key]) => key === status)?.[1] ?? status;

type Invoice = PortalReceipt['invoices'][number];

function InvoiceLine({ invoice }: { invoice: Invoice }) {
  const name = `${invoice.serie}-${invoice.folio}`;
  const download = async (format: 'xml' | 'pdf') => {
    try {
      await portalAccountApi.downloadInvoice(invoice, format);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <Text>
        Factura {name} ({statusLabel(invoice.status)})
      </Text>
      {invoice.status === 'timbrada' && (
        <>
          <Button size="2xs" variant="ghost" onClick={() => void download('xml')} aria-label={`Descargar XML de la factura ${name}`}>
            XML
          </Button>
          <Button size="2xs" variant="ghost" onClick={() => void download('pdf')} aria-label={`Descargar PDF de la factura ${name}`}>
            PDF
          </Button>
        </>
      )}
    </HStack>
  );
}

/** Asks before invoicing, showing the fiscal data the invoice will carry (or where to capture it). */
function InvoiceDialog({ receipt, account, onClose }: { receipt: PortalReceipt; account: PortalAccount | undefined; onClose: () => void }) {
  const invoice = useInvoiceReceipt();
  const navigate = useNavigate();
  const folio = `${receipt.serie}-${receipt.folio}`;
  const fiscal = account?.fiscal ?? null;
  const confirm = async () => {
    try {
      const result = await invoice.mutateAsync(receipt.id);
      notify.success(result.emailedTo ? `Se emitió la factura ${result.serie}-${result.folio} y se envió a ${result.emailedTo}` : `Se emitió la factura ${result.serie}-${result.folio}`);
    } catch (error) {
      notify.error(toApiError(error).message);
      throw error;
    }
  };
  if (!fiscal) {
    return (
      <ConfirmDialog
        open
        onClose={onClose}
        title="Faltan sus datos fiscales"
        body={
          <Text>Para facturar el recibo {folio}, capture primero el RFC, nombre, régimen, código postal y uso del CFDI de su familia en «Mis datos».</Text>
        }
        confirmText="Ir a Mis datos"
        onConfirm={() => navigate(ACCOUNT_URL)}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Facturar el recibo ${folio}`}
      body={
        <Stack gap="1">
          <Text>Se emitirá la factura (CFDI) por <Money value={receipt.total} fontWeight="semibold" /> a:</Text>
          <Text fontWeight="semibold">
            {fiscal.rfc} · {fiscal.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Régimen {fiscal.regime} · C.P. {fiscal.zip} · Uso {fiscal.cfdiUse} · Se envía a {fiscal.email || account?.tutor.email}
          </Text>
        </Stack>
      }
      confirmText="Facturar"
      onConfirm={confirm}
    />
  );
}

function ReceiptCard({ receipt, onInvoice }: { receipt: PortalReceipt; onInvoice: (receipt: PortalReceipt) => void }) {
  const [downloading, setDownloading] = useState(false);
  const folio = `${receipt.serie}-${receipt.folio}`;
  const download = async () => {
    setDownloading(true);
    try {
      await portalApi.downloadReceipt(receipt);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card.Root as="li" aria-label={`Recibo ${folio}`}>
      <Card.Body>
        <Flex justify="space-between" gap="3" wrap="wrap" align="center">
          <Box minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">Recibo {folio}</Text>
              {receipt.status === 'cancelled' && <Badge colorPalette="red">Cancelado</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {receipt.payer.name} · <DateText value={receipt.createdAt} />
            </Text>
            {receipt.invoices.map((invoice) => (
              <InvoiceLine key={invoice.id} invoice={invoice} />
            ))}
          </Box>
          <Stack align={{ base: 'stretch', sm: 'flex-end' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
            <Money value={receipt.total} fontWeight="bold" fontSize="lg" />
            <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()} aria-label={`Descargar PDF del recibo ${folio}`}>
              Descargar PDF
            </Button>
            {receipt.invoiceable && (
              <Button size="sm" colorPalette="brand" onClick={() => onInvoice(receipt)} aria-label={`Facturar el recibo ${folio}`}>
                Facturar
              </Button>
            )}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export function ReceiptsPage() {
  const [page, setPage] = useState(1);
  const query = usePortalReceipts({ page, limit: PAGE_SIZE });
  const account = usePortalAccount();
  const [invoicing, setInvoicing] = useState<PortalReceipt | null>(null);
  const navigate = useNavigate();
  const data = query.data;
  return (
    <Box maxW="3xl">
      <PageHeader
        title="Recibos"
        description="Los pagos de su familia en la escuela. Descargue cada recibo en PDF y facture los de este mes."
        actions={
          <Button size="sm" variant="outline" onClick={() => navigate(ACCOUNT_URL)}>
            Mis datos fiscales
          </Button>
        }
      />
      {!data ? (
        <QueryState query={query} loading="Cargando sus recibos…" />
      ) : data.total === 0 ? (
        <EmptyState title="Aún no hay recibos" description="Aquí aparecerán los pagos de su familia." />
      ) : (
        <Stack gap="3">
          <Stack as="ul" gap="3" listStyleType="none">
            {data.data.map((receipt) => (
              <ReceiptCard key={receipt.id} receipt={receipt} onInvoice={setInvoicing} />
            ))}
          </Stack>
          {data.pageCount > 1 && (
            <HStack justify="space-between">
              <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Anterior
              </Button>
              <Text fontSize="sm">
                Página {data.page} de {data.pageCount}
              </Text>
              <Button size="sm" variant="ghost" disabled={page >= data.pageCount} onClick={() => setPage((p) => p + 1)}>
                Siguiente
              </Button>
            </HStack>
          )}
        </Stack>
      )}
      {invoicing && <InvoiceDialog receipt={invoicing} account={account.data} onClose={() => setInvoicing(null)} />}
    </Box>
  );
}
