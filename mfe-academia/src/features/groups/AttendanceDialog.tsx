// The printable attendance list of a group: its active participants and the days it meets.
import { useAttendanceList } from '@mikro/api-client';
import { ErrorState, LoadingState, PrintableDialog, Stack, Table, Text } from '@mikro/ui';

export function AttendanceDialog({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const list = useAttendanceList(groupId);
  return (
    <PrintableDialog title="Lista de asistencia" onClose={onClose} size="lg">
      {list.isLoading ? <LoadingState /> : null}
      {list.error ? <ErrorState message="No se pudo cargar la lista" onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <Stack gap="2">
          <Text fontWeight="bold">
            {list.data.group.activity} · {list.data.group.name}
          </Text>
          <Text fontSize="sm">
            {list.data.group.schedule} {list.data.group.place ? `· ${list.data.group.place}` : ''} {list.data.group.teacher ? `· ${list.data.group.teacher}` : ''}
          </Text>
          <Text fontSize="sm">
            Inscritos: {list.data.group.enrolled} de {list.data.group.capacity}
          </Text>
          <Table.Root size="sm" aria-label="Participantes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>Nombre</Table.ColumnHeader>
                <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                <Table.ColumnHeader>Matrícula</Table.ColumnHeader>
                {[1, 2, 3, 4].map((n) => (
                  <Table.ColumnHeader key={n} width="48px">
                    {' '}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.participants.map((person, index) => (
                <Table.Row key={person.inscriptionId}>
                  <Table.Cell>{index + 1}</Table.Cell>
                  <Table.Cell>{person.name}</Table.Cell>
                  <Table.Cell>{person.kind === 'alumno' ? 'Alumno' : 'Externo'}</Table.Cell>
                  <Table.Cell>{person.enrollment}</Table.Cell>
                  {[1, 2, 3, 4].map((n) => (
                    <Table.Cell key={n} borderWidth="1px" />
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
    </PrintableDialog>
  );
}
