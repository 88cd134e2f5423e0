// What became of an online payment, in the family's words: the receipt of a paid one, the OXXO reference or the SPEI
// account of one waiting for the money, or why it was declined or is being reviewed.
import type { OnlinePayment } from '@mikro/contracts';
import { portalApi, toApiError } from '@mikro/api-client';
import { ONLINE_METHOD_LABELS, ONLINE_PAYMENT_STATUS_LABELS } from '@mikro/domain';
import { Alert, Badge, Box, Button, DateText, HStack, Money, Stack, Text, notify } from '@mikro/ui';

const PALETTE: Record<OnlinePayment['status'], string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  review: 'purple',
  refunded: 'gray',
  disputed: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

export function StatusBadge({ status }: { status: OnlinePayment['status'] }) {
  return <Badge colorPalette={PALETTE[status]}>{ONLINE_PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** The reference (and for SPEI the account) to pay, large enough to read at the OXXO counter. */
function Instructions({ payment }: { payment: OnlinePayment }) {
  const instructions = payment.instructions;
  if (!instructions) return null;
  return (
    <Stack gap="1" aria-label="Datos para pagar">
      {instructions.kind === 'oxxo' ? (
        <Text>Pague en efectivo en cualquier tienda OXXO dictando esta referencia:</Text>
      ) : (
        <>
          <Text>Transfiera por SPEI desde su banca en línea a esta cuenta:</Text>
          <Text>
            CLABE{' '}
            <Text as="span" fontFamily="mono" fontWeight="bold" fontSize="lg" letterSpacing="wide">
              {instructions.clabe}
            </Text>
          </Text>
          {instructions.bank && <Text>Banco: {instructions.bank}</Text>}
        </>
      )}
      <Text>
        {instructions.kind === 'oxxo' ? 'Referencia ' : 'Concepto o referencia '}
        <Text as="span" fontFamily="mono" fontWeight="bold" fontSize="xl" letterSpacing="wider" wordBreak="break-all">
          {instructions.reference}
        </Text>
      </Text>
      <HStack gap="1" wrap="wrap">
        <Text>Importe exacto:</Text>
        <Money value={payment.amount} fontWeight="bold" />
      </HStack>
      {payment.expiresAt && (
        <HStack gap="1" fontSize="sm" color="fg.muted">
          <Text>Válida hasta el</Text>
          <DateText value={payment.expiresAt} />
        </HStack>
      )}
      {instructions.voucherUrl && (
        <Text fontSize="sm">
          <a href={instructions.voucherUrl} target="_blank" rel="noreferrer">
            Ver la ficha de pago
          </a>
        </Text>
      )}
    </Stack>
  );
}

export function PaymentResult({ payment, onCancel, cancelling }: { payment: OnlinePayment; onCancel?: (id: number) => void; cancelling?: boolean }) {
  const receipt = payment.receipt;
  const download = async () => {
    if (!receipt) return;
    try {
      await portalApi.downloadReceipt({ id: receipt.paymentId, serie: receipt.serie, folio: receipt.folio });
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };
  const method = `${ONLINE_METHOD_LABELS[payment.method]}${payment.cardLast4 ? ` terminación ${payment.cardLast4}` : ''}`;
  if (payment.status === 'paid' && receipt) {
    return (
      <Alert.Root status="success" aria-label="Resultado del pago">
        <Alert.Indicator />
        <Box flex="1">
          <Alert.Title>Pago recibido</Alert.Title>
          <Alert.Description>
            <Stack gap="1" mt="1">
              <Text>
                Recibo {receipt.serie}-{receipt.folio} por <Money value={payment.charged ?? payment.amount} fontWeight="bold" /> ({method}).
              </Text>
              <Box>
                <Button size="sm" variant="outline" onClick={() => void download()}>
                  Descargar recibo
                </Button>
              </Box>
            </Stack>
          </Alert.Description>
        </Box>
      </Alert.Root>
    );
  }
  if (payment.status === 'pending') {
    return (
      <Alert.Root status="warning" aria-label="Resultado del pago">
        <Alert.Indicator />
        <Box flex="1" minW="0">
          <Alert.Title>Referencia lista para pagar</Alert.Title>
          <Alert.Description>
            <Stack gap="2" mt="1">
              <Instructions payment={payment} />
              <Text fontSize="sm">Sus cargos quedan apartados para este pago; el recibo aparecerá cuando el banco o la tienda confirmen el pago.</Text>
              {onCancel && (
                <Box>
                  <Button size="sm" variant="ghost" colorPalette="red" loading={cancelling} onClick={() => onCancel(payment.id)}>
                    Cancelar referencia
                  </Button>
                </Box>
              )}
            </Stack>
          </Alert.Description>
        </Box>
      </Alert.Root>
    );
  }
  if (payment.status === 'review') {
    return (
      <Alert.Root status="info" aria-label="Resultado del pago">
        <Alert.Indicator />
        <Box flex="1">
          <Alert.Title>Recibimos su pago; la escuela lo revisará</Alert.Title>
          <Alert.Description>El importe cobrado no coincide con lo que deben hoy sus cargos. La escuela se comunicará con usted.</Alert.Description>
        </Box>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" aria-label="Resultado del pago">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>{payment.status === 'failed' ? 'El pago no se realizó' : ONLINE_PAYMENT_STATUS_LABELS[payment.status]}</Alert.Title>
        <Alert.Description>{payment.failureReason || 'Intente de nuevo o elija otra forma de pago.'}</Alert.Description>
      </Box>
    </Alert.Root>
  );
}
