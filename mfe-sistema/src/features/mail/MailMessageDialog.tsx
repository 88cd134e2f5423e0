import type { ReactNode } from 'react';
import type { MailAttachmentInfo, MailMessage } from '@mikro/contracts';
import { mailApi, toApiError } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Box, Button, ErrorState, formatDateTime, Grid, HStack, LoadingState, ModalDialog, notify, Stack, Text } from '@mikro/ui';
import { fileSize, MAIL_KIND_LABELS } from './mailLabels';
import { MailStatusBadge } from './MailStatusBadge';
import { useMailMessage, useRetryMail } from './useMail';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

async function download(action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    notify.error(toApiError(error).message);
  }
}

function Details({ message }: { message: MailMessage }) {
  const attachments: MailAttachmentInfo[] = [...(message.attachments ?? [])].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1">
        <Row label="Para">{message.toAddress}</Row>
        <Row label="Asunto">{message.subject}</Row>
        <Row label="Tipo">{MAIL_KIND_LABELS[message.kind]}</Row>
        <Row label="Estado">
          <MailStatusBadge status={message.status} />
        </Row>
        <Row label="Intentos">{message.attempts}</Row>
        <Row label="Creado">{formatDateTime(message.createdAt)}</Row>
        {message.sentAt && <Row label="Enviado">{formatDateTime(message.sentAt)}</Row>}
        {message.status === 'queued' && message.attempts > 0 && <Row label="Próximo intento">{formatDateTime(message.nextAttemptAt)}</Row>}
        {message.lastError && <Row label="Último error">{message.lastError}</Row>}
      </Grid>
      <Box as="pre" whiteSpace="pre-wrap" overflowWrap="anywhere" fontFamily="inherit" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
        {message.text}
      </Box>
      <Stack gap="2">
        <Text fontWeight="semibold">Archivos adjuntos</Text>
        {attachments.length === 0 ? (
          <Text color="fg.muted">Este correo no tiene archivos adjuntos.</Text>
        ) : (
          attachments.map((attachment) => (
            <HStack key={attachment.id} justify="space-between" gap="2" wrap="wrap">
              <Text minW="0" overflowWrap="anywhere">
                {attachment.fileName} <Text as="span" color="fg.muted">({fileSize(attachment.size)})</Text>
              </Text>
              <Button size="xs" variant="outline" onClick={() => download(() => mailApi.downloadAttachment(attachment))} aria-label={`Descargar ${attachment.fileName}`}>
                Descargar
              </Button>
            </HStack>
          ))
        )}
      </Stack>
    </Stack>
  );
}

/** A message as it was (or will be) sent: its delivery state, its text and its attachments to download. */
export function MailMessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const message = useMailMessage(id);
  const retry = useRetryMail();
  const canRetry = useCan('editar');

  return (
    <ModalDialog
      title={message.data?.subject ?? 'Correo'}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      busy={retry.isPending}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          {message.data && (
            <Button variant="outline" onClick={() => download(() => mailApi.downloadEml(id))}>
              Descargar .eml
            </Button>
          )}
          {message.data?.status === 'failed' && canRetry && (
            <Button
              variant="outline"
              loading={retry.isPending}
              onClick={async () => {
                try {
                  await retry.mutateAsync(id);
                  notify.success('El correo volvió a la cola; se enviará en el próximo intento');
                  await message.refetch();
                } catch (error) {
                  notify.error(toApiError(error).message);
                }
              }}
            >
              Reintentar envío
            </Button>
          )}
          <Button colorPalette="brand" onClick={onClose}>
            Cerrar
          </Button>
        </HStack>
      }
    >
      {message.isLoading ? (
        <LoadingState />
      ) : message.error ? (
        <ErrorState message={toApiError(message.error).message} onRetry={() => void message.refetch()} />
      ) : message.data ? (
        <Details message={message.data} />
      ) : null}
    </ModalDialog>
  );
}
