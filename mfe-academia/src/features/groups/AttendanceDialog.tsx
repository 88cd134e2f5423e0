// The printable attendance list of a group: its active participants and the days it meets.
import type { AcademyAttendanceList } from '@mikro/contracts';
import { useAttendanceList } from '@mikro/api-client';
import { AttendanceSheet, ErrorState, LoadingState, PrintableDialog, Stack, Text, type Column } from '@mikro/ui';

type Participant = AcademyAttendanceList['participants'][number];

/** Empty boxes to mark by hand, one per class. */
const DAY_BOXES = 4;

const COLUMNS: Column<Participant>[] = [
  { key: 'name', header: 'Nombre' },
  { key: 'kind', header: 'Tipo', render: (person) => (person.kind === 'alumno' ? 'Alumno' : 'Externo') },
  { key: 'enrollment', header: 'Matrícula' },
];

export function AttendanceDialog({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const list = useAttendanceList(groupId);
  return (
    <PrintableDialog title="Lista de asistencia" onClose={onClose} size="lg">
      {list.isLoading ? <LoadingState /> : null}
      {list.error ? <ErrorState message="No se pudo cargar la lista" onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <Stack gap="2" className="print-area">
          <Text fontWeight="bold">
            {list.data.group.activity} · {list.data.group.name}
          </Text>
          <Text fontSize="sm">
            {list.data.group.schedule} {list.data.group.place ? `· ${list.data.group.place}` : ''} {list.data.group.teacher ? `· ${list.data.group.teacher}` : ''}
          </Text>
          <Text fontSize="sm">
            Inscritos: {list.data.group.enrolled} de {list.data.group.capacity}
          </Text>
          <AttendanceSheet<Participant>
            caption="Participantes"
            columns={COLUMNS}
            rows={list.data.participants}
            rowKey="inscriptionId"
            days={DAY_BOXES}
            dayWidth="48px"
            emptyText="El grupo no tiene participantes activos"
          />
        </Stack>
      ) : null}
    </PrintableDialog>
  );
}
