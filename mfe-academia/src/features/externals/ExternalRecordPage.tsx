// /externos/:idalum: an external participant's record — data, inscriptions and charges.
import { useParams } from 'react-router-dom';
import { externalsApi, useAcademyCharges, useAcademyEnrolments, useOne, useUpdate } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import type { AcademyEnrolmentRow } from '@mikro/contracts';
import { Badge, Box, Card, DataTable, ErrorState, FormikForm, Heading, LoadingState, Money, PageHeader, Stack, SubmitButton, formatDate, type Column } from '@mikro/ui';
import { ChargesTable } from '../../shared/ChargesTable';
import { errorMessage, INSCRIPTION_STATUS_LABELS, personName } from '../../shared/options';
import { ExternalFields, externalInitialValues, externalSchema, toExternalInput } from './externalForm';

const ENROLMENT_COLUMNS: Column<AcademyEnrolmentRow>[] = [
  { key: 'group', header: 'Grupo', render: (enrolment) => `${enrolment.activityName} · ${enrolment.groupName}` },
  { key: 'schedule', header: 'Horario' },
  { key: 'inscriptionDate', header: 'Inscripción', render: (enrolment) => formatDate(enrolment.inscriptionDate) },
  {
    key: 'status',
    header: 'Estado',
    render: (enrolment) => (
      <>
        <Badge>{INSCRIPTION_STATUS_LABELS[enrolment.status]}</Badge>
        {enrolment.dropDate ? ` ${formatDate(enrolment.dropDate)}` : ''}
      </>
    ),
  },
  { key: 'pendingAmount', header: 'Adeudo', align: 'end', render: (enrolment) => <Money value={enrolment.pendingAmount} /> },
];

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
    <Stack gap="4">
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
      <DataTable<AcademyEnrolmentRow>
        caption="Inscripciones del externo"
        columns={ENROLMENT_COLUMNS}
        rows={enrolments.data?.data ?? []}
        rowKey="id"
        isLoading={enrolments.isLoading}
        error={enrolments.error ? errorMessage(enrolments.error, 'No se pudieron cargar las inscripciones') : null}
        onRetry={() => void enrolments.refetch()}
        emptyText="Sin inscripciones"
      />
      <Heading size="md">Cargos</Heading>
      <ChargesTable charges={charges.data ?? []} caption="Cargos del externo" isLoading={charges.isLoading} />
    </Stack>
  );
}
