// A group's printable attendance list: its enrolled students numbered, the group's teachers, and a grid of
// empty day boxes to fill in by hand.
import { useQuery } from '@tanstack/react-query';
import { schoolApi, toApiError } from '@mikro/api-client';
import { Box, ErrorState, LoadingState, PrintableDialog, Table, Text } from '@mikro/ui';

const DAYS = 10;

export function AttendanceDialog({ classroomId, cycleId, onClose }: { classroomId: number; cycleId?: number; onClose: () => void }) {
  const list = useQuery({ queryKey: ['school', 'attendance', classroomId, cycleId], queryFn: () => schoolApi.attendanceList(classroomId, cycleId) });
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
          {list.data.students.length === 0 ? (
            <Text color="fg.muted">El grupo no tiene alumnos inscritos en este ciclo.</Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm" showColumnBorder>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>#</Table.ColumnHeader>
                    <Table.ColumnHeader>Matrícula</Table.ColumnHeader>
                    <Table.ColumnHeader>Alumno</Table.ColumnHeader>
                    {Array.from({ length: DAYS }, (_, index) => (
                      <Table.ColumnHeader key={index} width="28px" />
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.data.students.map((student) => (
                    <Table.Row key={student.id}>
                      <Table.Cell>{student.number}</Table.Cell>
                      <Table.Cell>{student.enrollment}</Table.Cell>
                      <Table.Cell>
                        {student.name}
                        {student.status !== 'activa' ? ` (${student.status})` : ''}
                      </Table.Cell>
                      {Array.from({ length: DAYS }, (_, index) => (
                        <Table.Cell key={index} />
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Box>
      )}
    </PrintableDialog>
  );
}
