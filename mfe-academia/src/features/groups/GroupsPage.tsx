// /academias/grupos and /academias/configuracion/grupos: the groups with their schedule, teacher, place and
// seats taken. The first edits whole groups; the configuration screen edits each group's concepts and due days.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AcademyGroup } from '@mikro/contracts';
import { academyApi, academyGroupsApi, resourceSource, useAcademyMutation, setServerFieldErrors } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  FormDialog,
  HStack,
  PageHeader,
  Stack,
  notify,
  pagedResultProps,
  useTableState,
  type Column,
  type FormikHelpers,
} from '@mikro/ui';
import { errorMessage, personName } from '../../shared/options';
import { AttendanceDialog } from './AttendanceDialog';
import { ConceptsEditor, GroupFields, conceptsOf, groupInitialValues, groupSchema, toGroupRequest, type GroupValues } from './groupForm';

const source = resourceSource(academyGroupsApi, {
  searchFields: ['name', 'place', 'schedule'],
  join: [{ field: 'activity' }, { field: 'teacher' }, { field: 'schedules' }, { field: 'concepts' }, { field: 'cycle' }],
});

const columns: Column<AcademyGroup>[] = [
  { key: 'name', header: 'Grupo', sortable: true },
  { key: 'activity', header: 'Actividad', render: (row) => row.activity?.name ?? '', exportValue: (row) => row.activity?.name ?? '' },
  {
    key: 'teacher',
    header: 'Maestro',
    // The given name and the father's surname: the short form that fits the column.
    render: (row) => (row.teacher ? personName({ name: row.teacher.name, lastNameFather: row.teacher.lastNameFather }) : 'Sin asignar'),
    exportValue: (row) => (row.teacher ? personName({ name: row.teacher.name, lastNameFather: row.teacher.lastNameFather }) : ''),
  },
  { key: 'schedule', header: 'Horario' },
  { key: 'place', header: 'Lugar', sortable: true },
  {
    key: 'enrolled',
    header: 'Lugares ocupados',
    align: 'end',
    sortable: true,
    render: (row) => (
      <Badge colorPalette={row.enrolled >= row.capacity ? 'red' : row.enrolled >= row.capacity * 0.8 ? 'orange' : 'green'}>
        {row.enrolled} / {row.capacity}
      </Badge>
    ),
    exportValue: (row) => `${row.enrolled} / ${row.capacity}`,
  },
  { key: 'concepts', header: 'Conceptos', align: 'end', render: (row) => row.concepts?.length ?? 0, exportValue: (row) => row.concepts?.length ?? 0 },
  { key: 'isActive', header: 'Estado', render: (row) => (row.isActive ? <Badge colorPalette="green">Activo</Badge> : <Badge>Inactivo</Badge>) },
];

type Editing = { mode: 'group' | 'concepts'; row: AcademyGroup | null } | null;

/** The concepts of an existing group, or the group itself (created when it has no id). */
function saveGroupWrite({ mode, id, values }: { mode: 'group' | 'concepts'; id: number | null; values: GroupValues }): Promise<unknown> {
  if (mode === 'concepts' && id !== null) return academyApi.saveGroupConcepts(id, conceptsOf(values));
  if (id !== null) return academyApi.updateGroup(id, toGroupRequest(values));
  return academyApi.createGroup(toGroupRequest(values));
}

export function GroupsPage({ mode = 'groups' }: { mode?: 'groups' | 'config' }) {
  const table = useTableState({ sort: { field: 'name', order: 'ASC' } });
  const list = source.useList({ ...table, filters: {} });
  const permissions = useCrudPermissions();
  const saveGroup = useAcademyMutation(saveGroupWrite);
  const deleteGroup = useAcademyMutation((id: number) => academyApi.deleteGroup(id));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AcademyGroup | null>(null);
  const [attendance, setAttendance] = useState<AcademyGroup | null>(null);
  const navigate = useNavigate();

  async function save(values: GroupValues, helpers: FormikHelpers<GroupValues>) {
    try {
      await saveGroup.mutateAsync({ mode: editing?.mode ?? 'group', id: editing?.row?.id ?? null, values });
      if (editing?.row) notify.updated();
      else notify.created();
      setEditing(null);
    } catch (error) {
      // The api-client rejects with an ApiError: the server's field errors are on it, not on an axios response.
      setServerFieldErrors(error, helpers.setFieldError, (field) => (field.startsWith('schedules') ? 'schedules' : field));
      notify.error(errorMessage(error));
    }
  }

  const title = mode === 'config' ? 'Configuración de grupos' : 'Grupos';
  return (
    <Stack gap="3">
      <PageHeader
        title={title}
        description={
          mode === 'config'
            ? 'Los conceptos que cobra cada grupo y el día en que vence cada mensualidad'
            : 'Horario semanal, maestro, lugar y cupo de cada grupo; un maestro o un salón no pueden tener dos grupos a la misma hora'
        }
        actions={
          mode === 'groups' && permissions.create ? (
            <Button onClick={() => setEditing({ mode: 'group', row: null })}>Nuevo grupo</Button>
          ) : undefined
        }
      />
      <DataTable<AcademyGroup>
        caption={title}
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        emptyText="No hay grupos que coincidan con la búsqueda"
        actions={(row) => (
          <HStack gap="1" wrap="wrap">
            {mode === 'config' ? (
              permissions.edit ? (
                <Button size="xs" variant="outline" onClick={() => setEditing({ mode: 'concepts', row })}>
                  Conceptos
                </Button>
              ) : null
            ) : (
              <>
                {permissions.edit ? (
                  <Button size="xs" variant="outline" onClick={() => setEditing({ mode: 'group', row })}>
                    Editar
                  </Button>
                ) : null}
                {mode === 'groups' ? (
                  <Button size="xs" variant="outline" onClick={() => navigate(`/academias/grupos/${row.id}/asistencia`)}>
                    Tomar asistencia
                  </Button>
                ) : null}
                <Button size="xs" variant="outline" onClick={() => setAttendance(row)}>
                  Asistencia
                </Button>
                {permissions.delete ? (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                    Eliminar
                  </Button>
                ) : null}
              </>
            )}
          </HStack>
        )}
      />
      <FormDialog<GroupValues>
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'concepts' ? `Conceptos de ${editing.row?.name ?? ''}` : editing?.row ? 'Editar grupo' : 'Nuevo grupo'}
        size="lg"
        initialValues={groupInitialValues(editing?.row ?? null)}
        validationSchema={editing?.mode === 'concepts' ? undefined : groupSchema}
        onSubmit={save}
      >
        {editing?.mode === 'concepts' ? <ConceptsEditor /> : <GroupFields />}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar grupo"
        body={`¿Eliminar el grupo «${deleting?.name ?? ''}»? Solo se puede eliminar sin inscripciones activas.`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          try {
            await deleteGroup.mutateAsync(deleting!.id);
            notify.success('Grupo eliminado');
          } catch (error) {
            notify.error(errorMessage(error, 'No se pudo eliminar el grupo'));
            throw error;
          }
        }}
      />
      {attendance ? <AttendanceDialog groupId={attendance.id} onClose={() => setAttendance(null)} /> : null}
    </Stack>
  );
}
