// /academias/inscripciones: who is enrolled in which group, what they owe; enrol, change status, concepts, drop.
import { useState } from 'react';
import type { AcademyEnrolmentRow, AcademyInscriptionStatus } from '@mikro/contracts';
import { academyApi, useAcademyEnrolments, useInvalidateAcademies } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Badge, Button, DataTable, HStack, PageHeader, SelectInput, Stack, formatDate, formatMoney, notify, pagedResultProps, useTableState, type Column, type SelectOption } from '@mikro/ui';
import { DropDialog } from '../../shared/DropDialog';
import { INSCRIPTION_STATUS_LABELS, errorMessage } from '../../shared/options';
import { EnrolDialog } from './EnrolDialog';
import { InscriptionConceptsDialog } from './InscriptionConceptsDialog';

const columns: Column<AcademyEnrolmentRow>[] = [
  { key: 'personName', header: 'Nombre', sortable: true },
  { key: 'kind', header: 'Tipo', render: (row) => (row.kind === 'alumno' ? 'Alumno' : 'Externo') },
  { key: 'groupName', header: 'Grupo', sortable: true, render: (row) => `${row.activityName} · ${row.groupName}` },
  { key: 'schedule', header: 'Horario' },
  { key: 'inscriptionDate', header: 'Inscripción', sortable: true, render: (row) => formatDate(row.inscriptionDate) },
  {
    key: 'status',
    header: 'Estado',
    sortable: true,
    render: (row) => <Badge colorPalette={row.status === 'activa' ? 'green' : row.status === 'baja' ? 'red' : 'gray'}>{INSCRIPTION_STATUS_LABELS[row.status]}</Badge>,
  },
  { key: 'pendingAmount', header: 'Adeudo', align: 'end', render: (row) => formatMoney(row.pendingAmount) },
];

const STATUS_FILTER: SelectOption<AcademyInscriptionStatus>[] = [
  { value: 'activa', label: 'Activas' },
  { value: 'terminada', label: 'Terminadas' },
  { value: 'baja', label: 'Bajas' },
];

export function InscriptionsPage() {
  const table = useTableState({ sort: { field: 'inscriptionDate', order: 'DESC' } });
  const [status, setStatus] = useState<AcademyInscriptionStatus | null>('activa');
  const list = useAcademyEnrolments({
    page: table.page,
    limit: table.pageSize,
    search: table.search || undefined,
    status: status ?? undefined,
    sort: (table.sort?.field as 'personName' | undefined) ?? undefined,
    order: table.sort?.order,
  });
  const permissions = useCrudPermissions();
  const invalidate = useInvalidateAcademies();
  const [enrolling, setEnrolling] = useState(false);
  const [concepts, setConcepts] = useState<AcademyEnrolmentRow | null>(null);
  const [dropping, setDropping] = useState<AcademyEnrolmentRow | null>(null);

  async function changeStatus(row: AcademyEnrolmentRow, next: 'activa' | 'terminada') {
    try {
      await academyApi.changeStatus(row.id, next);
      notify.updated();
      await invalidate();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <Stack gap="3" p={{ base: '3', md: '5' }}>
      <PageHeader
        title="Inscripciones"
        description="Alumnos y externos inscritos en los grupos de academia"
        actions={permissions.create ? <Button onClick={() => setEnrolling(true)}>Nueva inscripción</Button> : undefined}
      />
      <DataTable<AcademyEnrolmentRow>
        caption="Inscripciones"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        emptyText="No hay inscripciones que coincidan"
        toolbar={
          <SelectInput
            size="sm"
            width="180px"
            label="Estado"
            placeholder="Todos los estados"
            options={STATUS_FILTER}
            value={status}
            onChange={(value) => {
              setStatus(value);
              table.resetPage();
            }}
          />
        }
        actions={(row) => (
          <HStack gap="1" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setConcepts(row)}>
              Conceptos
            </Button>
            {permissions.edit && row.status === 'activa' ? (
              <Button size="xs" variant="outline" onClick={() => void changeStatus(row, 'terminada')}>
                Terminar
              </Button>
            ) : null}
            {permissions.edit && row.status === 'terminada' ? (
              <Button size="xs" variant="outline" onClick={() => void changeStatus(row, 'activa')}>
                Reactivar
              </Button>
            ) : null}
            {permissions.edit && row.status !== 'baja' ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDropping(row)}>
                Dar de baja
              </Button>
            ) : null}
          </HStack>
        )}
      />
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} />
      {concepts ? (
        <InscriptionConceptsDialog inscriptionId={concepts.id} title={`Conceptos de ${concepts.personName}`} canEdit={permissions.edit} onClose={() => setConcepts(null)} />
      ) : null}
      <DropDialog inscription={dropping} onClose={() => setDropping(null)} />
    </Stack>
  );
}
