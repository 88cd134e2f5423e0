// /maestros/informacion: what each teacher teaches — their subjects per group and cycle — and the printable
// attendance list of each of their groups.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubjectAssignment } from '@mikro/contracts';
import { resourceKeys, subjectAssignmentsApi, teachersApi, useResourceOptions } from '@mikro/api-client';
import { useSession } from '@mikro/session';
import { Box, Button, type Column, DataTable, EmptyState, Field, PageHeader, pagedResultProps, SelectInput, useTableState } from '@mikro/ui';
import { AttendanceDialog } from '../../shared/AttendanceDialog';
import { pagedListQuery } from '../../shared/listQuery';
import { fullName } from '../../shared/people';

const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;

export function TeacherInfoPage() {
  const { currentCycle } = useSession();
  const teachers = useResourceOptions(teachersApi, fullName);
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [attendance, setAttendance] = useState<SubjectAssignment | null>(null);
  const table = useTableState({ sort: DEFAULT_SORT });
  const query = pagedListQuery({
    ...table,
    sort: table.sort ?? DEFAULT_SORT,
    search: '',
    searchFields: [],
    filters: [{ field: 'teacherId', operator: '$eq', value: teacherId ?? 0 }],
    join: [{ field: 'subject' }, { field: 'classroom' }, { field: 'classroom.grade' }, { field: 'cycle' }],
  });
  const list = useQuery({ queryKey: resourceKeys.list(subjectAssignmentsApi, query), queryFn: () => subjectAssignmentsApi.listPaged(query), enabled: teacherId !== null, placeholderData: keepPreviousData });
  const columns: Column<SubjectAssignment>[] = [
    { key: 'subject', header: 'Materia', render: (row) => row.subject?.name ?? '' },
    { key: 'classroom', header: 'Grupo', render: (row) => [row.classroom?.grade?.name, row.classroom?.name].filter(Boolean).join(' · ') },
    { key: 'cycle', header: 'Ciclo', render: (row) => row.cycle?.name ?? 'Todos' },
    { key: 'hours', header: 'Horas/semana', align: 'end', render: (row) => String(row.subject?.hoursPerWeek ?? '') },
  ];
  return (
    <>
      <PageHeader title="Información de maestros" description="Materias y grupos de cada maestro, con la lista de asistencia de cada grupo" />
      <Field.Root maxW="md" mb="3">
        <Field.Label>Maestro</Field.Label>
        <SelectInput
          placeholder="Seleccione un maestro…"
          options={teachers.options}
          value={teacherId}
          onChange={(value) => {
            setTeacherId(value);
            table.resetPage();
          }}
        />
      </Field.Root>
      {teacherId === null ? (
        <EmptyState title="Elija un maestro" description="Se muestran sus materias por grupo; asígnelas en Control escolar › Materias por grupo." />
      ) : (
        <Box>
          <DataTable<SubjectAssignment>
            caption="Materias del maestro"
            columns={columns}
            rowKey="id"
            {...table.controls}
            onSearchChange={undefined}
            {...pagedResultProps(list)}
            emptyText="El maestro no tiene materias asignadas"
            actions={(row) => (
              <Button size="xs" variant="outline" onClick={() => setAttendance(row)}>
                Lista de asistencia
              </Button>
            )}
          />
        </Box>
      )}
      {attendance && <AttendanceDialog classroomId={attendance.classroomId} cycleId={attendance.cycleId ?? currentCycle?.id} onClose={() => setAttendance(null)} />}
    </>
  );
}
