// «Recibos»: the family's receipts, newest first, each with its PDF and the invoices that cover it.
import { useState } from 'react';
import type { PortalReceipt } from '@mikro/contracts';
import { portalApi, toApiError, usePortalReceipts } from '@mikro/api-client';
import { Badge, Box, Button, Card, CFDI_STATUS_LABELS, DateText, EmptyState, Flex, HStack, Money, notify, PageHeader, Stack, Text } from '@mikro/ui';
import { QueryState } from '../../shared/QueryState';

const PAGE_SIZE = 10;

/** An invoice's state in the words of the invoicing screens. */
const statusLabel = (status: string) => Object.entries(CFDI_STATUS_LABELS).find(([key]) => key === status)?.[1] ?? status;

function ReceiptCard({ receipt }: { receipt: PortalReceipt }) {
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
              <Text key={invoice.id} fontSize="sm" color="fg.muted">
                Factura {invoice.serie}-{invoice.folio} ({statusLabel(invoice.status)})
              </Text>
            ))}
          </Box>
          <Stack align={{ base: 'stretch', sm: 'flex-end' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
            <Money value={receipt.total} fontWeight="bold" fontSize="lg" />
            <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()} aria-label={`Descargar PDF del recibo ${folio}`}>
              Descargar PDF
            </Button>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export function ReceiptsPage() {
  const [page, setPage] = useState(1);
  const query = usePortalReceipts({ page, limit: PAGE_SIZE });
  const data = query.data;
  return (
    <Box maxW="3xl">
      <PageHeader title="Recibos" description="Los pagos de su familia en la escuela. Descargue cada recibo en PDF." />
      {!data ? (
        <QueryState query={query} loading="Cargando sus recibos…" />
      ) : data.total === 0 ? (
        <EmptyState title="Aún no hay recibos" description="Aquí aparecerán los pagos de su familia." />
      ) : (
        <Stack gap="3">
          <Stack as="ul" gap="3" listStyleType="none">
            {data.data.map((receipt) => (
              <ReceiptCard key={receipt.id} receipt={receipt} />
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
    </Box>
  );
}
