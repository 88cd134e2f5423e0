// A group's printable attendance list: its enrolled students numbered, the group's teachers, and a grid of
// empty day boxes to fill in by hand.
import { useQuery } from '@tanstack/react-query';
import type { AttendanceList } from '@mikro/contracts';
import { schoolApi, schoolKeys, toApiError } from '@mikro/api-client';
import { AttendanceSheet, Box, ErrorState, LoadingState, PrintableDialog, Text, type Column } from '@mikro/ui';

type Student = AttendanceList['students'][number];

const DAYS = 10;

const COLUMNS: Column<Student>[] = [
  { key: 'enrollment', header: 'Matrícula' },
  { key: 'name', header: 'Alumno', render: (student) => `${student.name}${student.status !== 'activa' ? ` (${student.status})` : ''}` },
];

export function AttendanceDialog({ classroomId, cycleId, onClose }: { classroomId: number; cycleId?: number; onClose: () => void }) {
  const list = useQuery({ queryKey: schoolKeys.attendance(classroomId, cycleId), queryFn: () => schoolApi.attendanceList(classroomId, cycleId) });
  return (
    <PrintableDialog title="Lista de asistencia" onClose={onClose} size="xl">
      {list.isLoading && <LoadingState />}
      {list.error && <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} />}
      {list.data && (
        <Box className="print-area" data-testid="attendance-list">
          <Text fontWeight="bold" fontSize="lg">
            {list.data.classroom.grade} · Grupo {list.data.classroom.name}
          </Text>
          <Text>
            Ciclo {list.data.cycle.name}
            {list.data.classroom.campus ? ` · ${list.data.classroom.campus}` : ''}
          </Text>
          {list.data.teachers.length > 0 && (
            <Text fontSize="sm" mb="2">
              {list.data.teachers.map((teacher) => `${teacher.subject}: ${teacher.teacher}`).join(' · ')}
            </Text>
          )}
          <AttendanceSheet<Student>
            caption="Alumnos"
            columns={COLUMNS}
            rows={list.data.students}
            rowKey="id"
            days={DAYS}
            emptyText="El grupo no tiene alumnos inscritos en este ciclo."
          />
        </Box>
      )}
    </PrintableDialog>
  );
}
