// The e-mails the school sent to the family (portal invitations, payment reminders, invoices…), newest first, with
// their delivery state. The text itself is read in Correos, since it may carry a one-time link.
import type { FamilyMessage, MailKind, MailStatus } from '@mikro/contracts';
import { toApiError, useFamilyMessages } from '@mikro/api-client';
import { Badge, Box, DataTable, formatDateTime, Heading, type Column } from '@mikro/ui';

const KIND: Record<MailKind, string> = {
  'password-reset': 'Restablecer contraseña',
  invoice: 'Factura',
  statement: 'Estado de cuenta',
  reminder: 'Recordatorio de pago',
  invitation: 'Invitación al portal',
};

const STATUS: Record<MailStatus, { label: string; color: string }> = {
  queued: { label: 'En cola', color: 'gray' },
  sending: { label: 'Enviando', color: 'blue' },
  sent: { label: 'Enviado', color: 'green' },
  failed: { label: 'Fallido', color: 'red' },
};

const columns: Column<FamilyMessage>[] = [
  { key: 'createdAt', header: 'Fecha', render: (m) => formatDateTime(m.createdAt) },
  { key: 'kind', header: 'Tipo', render: (m) => KIND[m.kind] ?? m.kind },
  { key: 'toAddress', header: 'Para' },
  { key: 'subject', header: 'Asunto' },
  {
    key: 'status',
    header: 'Estado',
    render: (m) => (
      <Badge colorPalette={STATUS[m.status]?.color ?? 'gray'}>
        {STATUS[m.status]?.label ?? m.status}
        {m.status !== 'sent' && m.attempts > 1 ? ` · ${m.attempts} intentos` : ''}
      </Badge>
    ),
  },
];

export function FamilyMessagesPanel({ familyId }: { familyId: number }) {
  const messages = useFamilyMessages(familyId);
  const rows = messages.data ?? [];
  return (
    <Box>
      <Heading size="md" mb="2">
        Correos enviados a la familia
      </Heading>
      <DataTable<FamilyMessage>
        caption="Correos enviados a la familia"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        isLoading={messages.isLoading}
        error={messages.error ? toApiError(messages.error).message : null}
        onRetry={() => void messages.refetch()}
        rowKey="id"
        emptyText="Aún no se ha enviado ningún correo a esta familia"
      />
    </Box>
  );
}
