// SAT's answer about a CFDI (its public status service), or, for a sandbox document, the one SAT would give.
import type { SatCfdiStatus } from '@mikro/contracts';
import { Badge, Box, Button, ErrorState, HStack, LoadingState, Text, VStack, formatDateTime } from '@mikro/ui';

const STATE_COLORS: Record<SatCfdiStatus['state'], string> = { Vigente: 'green', Cancelado: 'red', 'No encontrado': 'gray' };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack align="start" gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" minW="180px">
        {label}
      </Text>
      <Box fontSize="sm" flex="1" minW="0">
        {children}
      </Box>
    </HStack>
  );
}

export function SatAnswer({ answer, loading, error, onRetry }: { answer: SatCfdiStatus | undefined; loading: boolean; error: Error | null; onRetry: () => void }) {
  return (
    <VStack align="stretch" gap="3" borderTopWidth="1px" pt="4" mt="2">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Respuesta del SAT</Text>
        <Button size="sm" variant="outline" onClick={onRetry} disabled={loading}>
          Volver a consultar
        </Button>
      </HStack>
      {loading && <LoadingState />}
      {error && <ErrorState message={error.message} />}
      {answer && !loading && (
        <VStack align="stretch" gap="2" aria-label="Respuesta del SAT">
          <Row label="Estado">
            <Badge colorPalette={STATE_COLORS[answer.state]}>{answer.state}</Badge>
          </Row>
          <Row label="¿Es cancelable?">{answer.cancellable || 'No aplica'}</Row>
          <Row label="Estado de la cancelación">{answer.cancellationStatus || 'Sin solicitud de cancelación'}</Row>
          <Row label="Código del SAT">{answer.code}</Row>
          <Row label="Consultado">{formatDateTime(answer.checkedAt)}</Row>
          {answer.sandbox && (
            <Text fontSize="sm" color="purple.700">
              Documento de prueba (sandbox): el SAT no lo recibió. La respuesta se da con los registros de Mikro, como la daría el SAT.
            </Text>
          )}
        </VStack>
      )}
    </VStack>
  );
}
