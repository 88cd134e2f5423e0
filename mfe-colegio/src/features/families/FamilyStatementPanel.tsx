// A family's account statement on its page: one total for all the children, each child's balance, every movement
// naming its child, the PDF, and sending that PDF to the tutor by e-mail.
import { useState } from 'react';
import * as yup from 'yup';
import type { FamilyStatementMovement } from '@mikro/contracts';
import { familyStatementApi, toApiError, useEmailFamilyStatement, useFamilyStatement } from '@mikro/api-client';
import { Box, Button, Card, DataTable, ErrorState, formatDate, formatMoney, FormDialog, HStack, LoadingState, MESSAGES, notify, SimpleGrid, Text, TextField, useLocalPaging, type Column } from '@mikro/ui';

const columns: Column<FamilyStatementMovement & { key: string }>[] = [
  { key: 'date', header: 'Fecha', render: (m) => formatDate(m.date) },
  { key: 'studentName', header: 'Alumno' },
  { key: 'description', header: 'Movimiento' },
  { key: 'charge', header: 'Cargo', align: 'end', render: (m) => (m.charge === '0.00' ? '' : formatMoney(m.charge)) },
  { key: 'payment', header: 'Abono', align: 'end', render: (m) => (m.payment === '0.00' ? '' : formatMoney(m.payment)) },
  { key: 'balance', header: 'Saldo', align: 'end', render: (m) => formatMoney(m.balance) },
];

const emailSchema = yup.object({ to: yup.string().trim().required(MESSAGES.required).email('Escriba un correo válido, por ejemplo tutor@correo.com') });

export function FamilyStatementPanel({ familyId }: { familyId: number }) {
  const statement = useFamilyStatement(familyId);
  const email = useEmailFamilyStatement(familyId);
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // In date order, as the PDF prints them: the balance reads down the list.
  const rows = (statement.data?.movements ?? []).map((m, index) => ({ ...m, key: String(index) }));
  const paging = useLocalPaging(rows);

  if (statement.isLoading) return <LoadingState />;
  if (statement.error) return <ErrorState message={toApiError(statement.error).message} onRetry={() => void statement.refetch()} />;
  const data = statement.data;
  if (!data) return null;

  const download = async () => {
    setDownloading(true);
    try {
      await familyStatementApi.downloadPdf(familyId);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setDownloading(false);
    }
  };

  const totals: [string, string][] = [
    ['Cargado', data.totals.charged],
    ['Pagado', data.totals.paid],
    ['Pendiente', data.totals.pending],
    ['Vencido', data.totals.overdue],
  ];
  return (
    <Box data-testid="family-statement">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text fontSize="sm" color="fg.muted">
          Al {formatDate(data.today)} · {data.children.length} {data.children.length === 1 ? 'alumno' : 'alumnos'}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
            Descargar PDF
          </Button>
          <Button size="sm" variant="outline" onClick={() => setSending(true)}>
            Enviar al tutor
          </Button>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mb="3">
        {totals.map(([label, value]) => (
          <Card.Root key={label} size="sm">
            <Card.Body>
              <Text fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`family-total-${label.toLowerCase()}`}>
                {formatMoney(value)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {data.children.length > 1 && (
        <Box mb="3" fontSize="sm">
          {data.children.map((child) => (
            <HStack key={child.student.id} justify="space-between" align="start" borderBottomWidth="1px" py="1">
              <Text>
                {child.student.name} <Text as="span" color="fg.muted">{[child.student.grade, child.student.group].filter(Boolean).join(' ')}</Text>
              </Text>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                Pendiente {formatMoney(child.totals.pending)}
              </Text>
            </HStack>
          ))}
        </Box>
      )}
      <DataTable caption="Movimientos de la familia" columns={columns} rowKey="key" emptyText="La familia aún no tiene cargos ni pagos" {...paging} />
      {sending && (
        <FormDialog<{ to: string }>
          open
          title="Enviar el estado de cuenta al tutor"
          submitText="Enviar"
          cancelText="Cancelar"
          initialValues={{ to: data.family.email }}
          validationSchema={emailSchema}
          onClose={() => setSending(false)}
          onSubmit={async (values) => {
            try {
              const sent = await email.mutateAsync({ to: values.to.trim() });
              notify.success(`Estado de cuenta enviado a ${sent.to}; puede seguir su entrega en Correos`);
              setSending(false);
            } catch (error) {
              notify.error(toApiError(error).message);
            }
          }}
        >
          <TextField name="to" label="Correo del tutor" type="email" required />
        </FormDialog>
      )}
    </Box>
  );
}
