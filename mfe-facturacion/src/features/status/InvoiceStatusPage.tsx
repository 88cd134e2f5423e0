// /FacturaStatus: a CFDI's state by its folio fiscal (UUID).
import { useState } from 'react';
import { useInvoiceStatus, useSatStatus } from '@mikro/api-client';
import { SatAnswer } from './SatAnswer';
import { Box, Button, Card, ErrorState, HStack, Input, InvoiceStatusBadge, LoadingState, PageHeader, Text, VStack, cfdiFolio, formatDateTime, formatMoney } from '@mikro/ui';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function InvoiceStatusPage() {
  const [typed, setTyped] = useState(() => new URLSearchParams(window.location.search).get('uuid') ?? '');
  const [uuid, setUuid] = useState<string | null>(() => (UUID.test(typed) ? typed : null));
  const status = useInvoiceStatus(uuid);
  // SAT is asked once the document is found among the company's.
  const sat = useSatStatus(uuid, status.data !== undefined);
  const valid = UUID.test(typed.trim());
  return (
    <>
      <PageHeader title="Estado de facturas" description="Consulta el estado de un CFDI de la empresa por su folio fiscal (UUID)" />
      <Box maxW="720px">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) setUuid(typed.trim());
          }}
        >
          <HStack align="start" wrap="wrap">
            <Input aria-label="Folio fiscal (UUID)" placeholder="Folio fiscal (UUID)" value={typed} onChange={(e) => setTyped(e.target.value)} fontFamily="mono" flex="1" minW="260px" />
            <Button type="submit" disabled={!valid}>
              Consultar
            </Button>
          </HStack>
          {typed !== '' && !valid && (
            <Text fontSize="sm" color="red.600" mt="1">
              El folio fiscal tiene 36 caracteres: 8-4-4-4-12 dígitos hexadecimales.
            </Text>
          )}
        </form>
        <Box mt="6">
          {status.isLoading && <LoadingState />}
          {status.error && <ErrorState message={status.error.message} />}
          {status.data && (
            <Card.Root>
              <Card.Body>
                <VStack align="start" gap="2">
                  <HStack>
                    <Text fontWeight="semibold">CFDI {cfdiFolio(status.data)}</Text>
                    <InvoiceStatusBadge status={status.data.status} sandbox={status.data.sandbox} />
                  </HStack>
                  <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                    {status.data.uuid}
                  </Text>
                  <Text fontSize="sm">Total: {formatMoney(status.data.total)}</Text>
                  {status.data.stampedAt && <Text fontSize="sm">Timbrada: {formatDateTime(status.data.stampedAt)}</Text>}
                  {status.data.cancelledAt && <Text fontSize="sm">Cancelada: {formatDateTime(status.data.cancelledAt)}</Text>}
                </VStack>
                <SatAnswer answer={sat.data} loading={sat.isFetching} error={sat.error} onRetry={() => void sat.refetch()} />
              </Card.Body>
            </Card.Root>
          )}
        </Box>
      </Box>
    </>
  );
}
