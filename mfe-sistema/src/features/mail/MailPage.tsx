import { useState } from 'react';
import type { MailMessage, MailStatus } from '@mikro/contracts';
import { MAIL_STATUSES } from '@mikro/contracts';
import { Alert, Button, type Column, DataTable, formatDateTime, HStack, pagedResultProps, PageHeader, SelectInput, Text, useTableState } from '@mikro/ui';
import { MailMessageDialog } from './MailMessageDialog';
import { MAIL_STATUS_LABELS } from './mailLabels';
import { MailStatusBadge } from './MailStatusBadge';
import { useMailDelivery, useMailList } from './useMail';

const STATUS_OPTIONS = MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] }));

/** /system/correos: every e-mail the system sent or holds, with its delivery state; a message opens with its attachments. */
export function MailPage() {
  const table = useTableState({ sort: { field: 'createdAt', order: 'DESC' } });
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const list = useMailList({ page: table.page, pageSize: table.pageSize, search: table.search, sort: table.sort, status });
  const delivery = useMailDelivery();

  const columns: Column<MailMessage>[] = [
    { key: 'subject', header: 'Asunto' },
    { key: 'toAddress', header: 'Destinatario', sortable: true },
    { key: 'status', header: 'Estado', sortable: true, phone: true, render: (message) => <MailStatusBadge status={message.status} /> },
    { key: 'attempts', header: 'Intentos', align: 'end' },
    { key: 'createdAt', header: 'Fecha', sortable: true, phone: true, render: (message) => formatDateTime(message.createdAt) },
  ];

  return (
    <>
      <PageHeader title="Correos" description="Los correos que envía el sistema (restablecer contraseña, facturas…) y su estado de entrega" />
      {delivery.data && (
        <Alert.Root status={delivery.data.smtp ? 'info' : 'warning'} mb="4">
          <Alert.Indicator />
          <Alert.Description>
            {delivery.data.smtp
              ? `Los correos se envían por el servidor SMTP configurado, como ${delivery.data.from}. Un envío que falla se reintenta solo.`
              : 'No hay un servidor de correo configurado (SMTP_URL): los correos no salen del sistema y quedan aquí en cola. Ábralos para leerlos y descargar sus adjuntos.'}
          </Alert.Description>
        </Alert.Root>
      )}
      <DataTable<MailMessage>
        columns={columns}
        rowKey={(message) => message.id}
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Buscar por destinatario o asunto"
        emptyText={table.search || status ? 'No hay correos que coincidan con la búsqueda' : 'Aún no se ha enviado ningún correo'}
        onRowDoubleClick={(message) => setOpened(message.id)}
        toolbar={
          <HStack>
            <Text fontSize="sm">Estado</Text>
            <SelectInput
              size="sm"
              width="150px"
              label="Filtrar por estado"
              placeholder="Todos"
              options={STATUS_OPTIONS}
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.resetPage();
              }}
            />
          </HStack>
        }
        actions={(message) => (
          <Button size="xs" variant="outline" onClick={() => setOpened(message.id)} aria-label={`Ver el correo ${message.subject} a ${message.toAddress}`}>
            Ver
          </Button>
        )}
      />
      {opened !== null && <MailMessageDialog id={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
