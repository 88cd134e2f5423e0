// /externos/:idalum: an external participant's record — data, inscriptions and charges.
import { useParams } from 'react-router-dom';
import { externalsApi, useAcademyCharges, useAcademyEnrolments, useOne, useUpdate } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Badge, Box, Card, ErrorState, FormikForm, Heading, LoadingState, PageHeader, Stack, SubmitButton, Table, formatDate, formatMoney } from '@mikro/ui';
import { ChargesTable } from '../../shared/ChargesTable';
import { INSCRIPTION_STATUS_LABELS, personName } from '../../shared/options';
import { ExternalFields, externalInitialValues, externalSchema, toExternalInput } from './externalForm';

export function ExternalRecordPage() {
  const id = Number(useParams().idalum);
  const valid = Number.isInteger(id) && id > 0;
  const external = useOne(externalsApi, valid ? id : null);
  const update = useUpdate(externalsApi);
  const permissions = useCrudPermissions();
  const enrolments = useAcademyEnrolments({ externalId: valid ? id : undefined, limit: 50 });
  const charges = useAcademyCharges(valid ? { externalId: id } : null, 'all');

  if (!valid) return <ErrorState message="Identificador no válido" />;
  if (external.isLoading) return <LoadingState />;
  if (external.error || !external.data) return <ErrorState message="No se encontró el externo" onRetry={() => void external.refetch()} />;
  const row = external.data;

  return (
    <Stack gap="4" p={{ base: '3', md: '5' }}>
      <PageHeader title={personName(row)} description="Ficha del externo" />
      <Card.Root>
        <Card.Body>
          <FormikForm
            initialValues={externalInitialValues(row)}
            validationSchema={externalSchema}
            enableReinitialize
            onSubmit={async (values) => {
              await update.mutateAsync({ id, body: toExternalInput(values) });
            }}
          >
            <Stack gap="3">
              <ExternalFields />
              {permissions.edit ? (
                <Box>
                  <SubmitButton>Guardar</SubmitButton>
                </Box>
              ) : null}
            </Stack>
          </FormikForm>
        </Card.Body>
      </Card.Root>
      <Heading size="md">Inscripciones</Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Inscripciones del externo">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Grupo</Table.ColumnHeader>
              <Table.ColumnHeader>Horario</Table.ColumnHeader>
              <Table.ColumnHeader>Inscripción</Table.ColumnHeader>
              <Table.ColumnHeader>Estado</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Adeudo</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(enrolments.data?.data ?? []).map((enrolment) => (
              <Table.Row key={enrolment.id}>
                <Table.Cell>
                  {enrolment.activityName} · {enrolment.groupName}
                </Table.Cell>
                <Table.Cell>{enrolment.schedule}</Table.Cell>
                <Table.Cell>{formatDate(enrolment.inscriptionDate)}</Table.Cell>
                <Table.Cell>
                  <Badge>{INSCRIPTION_STATUS_LABELS[enrolment.status]}</Badge>
                  {enrolment.dropDate ? ` ${formatDate(enrolment.dropDate)}` : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(enrolment.pendingAmount)}</Table.Cell>
              </Table.Row>
            ))}
            {enrolments.data && enrolments.data.data.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">
                  Sin inscripciones
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Heading size="md">Cargos</Heading>
      <ChargesTable charges={charges.data ?? []} caption="Cargos del externo" />
    </Stack>
  );
}
