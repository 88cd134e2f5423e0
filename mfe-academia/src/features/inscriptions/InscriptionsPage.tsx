// /academias/inscripciones: who is enrolled in which group, what they owe; enrol, change status, concepts, drop.
import { useState } from 'react';
import type { AcademyEnrolmentRow, AcademyInscriptionStatus } from '@mikro/contracts';
import { academyApi, useAcademyEnrolments, useAcademyMutation } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Badge, Button, ConfirmDialog, DataTable, HStack, Money, PageHeader, SelectInput, Stack, formatDate, notify, pagedResultProps, useTableState, type Column, type SelectOption } from '@mikro/ui';
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
  { key: 'pendingAmount', header: 'Adeudo', align: 'end', render: (row) => <Money value={row.pendingAmount} /> },
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
  const statusChange = useAcademyMutation(({ id, next }: { id: number; next: 'activa' | 'terminada' }) => academyApi.changeStatus(id, next));
  const [enrolling, setEnrolling] = useState(false);
  const [concepts, setConcepts] = useState<AcademyEnrolmentRow | null>(null);
  const [dropping, setDropping] = useState<AcademyEnrolmentRow | null>(null);
  const [ending, setEnding] = useState<AcademyEnrolmentRow | null>(null);

  /** Resolves false when the API refuses (the reason is shown), so a confirmation stays open to retry. */
  async function changeStatus(row: AcademyEnrolmentRow, next: 'activa' | 'terminada'): Promise<boolean> {
    try {
      await statusChange.mutateAsync({ id: row.id, next });
      notify.updated();
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  }

  return (
    <Stack gap="3">
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
        // Group and schedule wrap so the actions stay in view on a laptop screen.
        wrapText
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
          <HStack gap="1" justify="end">
            <Button size="xs" variant="outline" onClick={() => setConcepts(row)}>
              Conceptos
            </Button>
            {permissions.edit && row.status === 'activa' ? (
              <Button size="xs" variant="outline" onClick={() => setEnding(row)}>
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
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title="Terminar inscripción"
        body={
          ending
            ? `${ending.personName} deja ${ending.activityName} · ${ending.groupName} y su lugar queda libre; si el grupo se llena, no podrá reactivarse. Sus cargos se conservan.`
            : null
        }
        confirmText="Terminar"
        onConfirm={async () => {
          if (ending && !(await changeStatus(ending, 'terminada'))) throw new Error('refused');
        }}
      />
    </Stack>
  );
}
