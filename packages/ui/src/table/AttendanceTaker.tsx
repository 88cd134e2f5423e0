// A day's attendance sheet on screen: the day, the people with their marks (AttendanceMarks), everyone present
// at once, the counts, and saving. Whoever has not been marked yet starts as present: the desk marks the rest.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AttendanceSheet, AttendanceSheetSave } from '@mikro/contracts';
import { attendanceSummary, type AttendanceStatus } from '@mikro/domain';
import { formatDate, formatDateTime } from '../format/date';
import { AttendanceMarks } from './AttendanceMarks';

export interface AttendanceTakerProps {
  sheet: AttendanceSheet;
  onDayChange: (day: string) => void;
  onSave: (body: AttendanceSheetSave) => void;
  saving?: boolean;
  /** False for a role that may only read the sheet. */
  canSave?: boolean;
}

const marksOf = (sheet: AttendanceSheet) => Object.fromEntries(sheet.people.map((p) => [p.id, p.status ?? 'presente'])) as Record<number, AttendanceStatus>;

export function AttendanceTaker({ sheet, onDayChange, onSave, saving = false, canSave = true }: AttendanceTakerProps) {
  const [marks, setMarks] = useState(() => marksOf(sheet));
  // Another day, or the sheet as saved: its marks replace the ones on screen.
  const [shown, setShown] = useState(sheet);
  if (shown !== sheet) {
    setShown(sheet);
    setMarks(marksOf(sheet));
  }
  const summary = useMemo(() => attendanceSummary(sheet.people.map((p) => marks[p.id] ?? 'presente')), [marks, sheet.people]);
  const people = sheet.people.map((p) => ({ id: p.id, number: p.number, name: p.name, detail: p.kind === 'externo' ? 'Externo' : p.enrollment }));
  const save = () => onSave({ day: sheet.day, records: sheet.people.map((p) => ({ id: p.id, status: marks[p.id] ?? 'presente' })) });

  return (
    <Box>
      <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }} mb="3">
        <Field.Root w={{ base: 'full', md: '48' }}>
          <Field.Label>Día</Field.Label>
          <Input type="date" value={sheet.day} max={sheet.today} onChange={(event) => event.target.value && onDayChange(event.target.value)} />
        </Field.Root>
        <Text flex="1" fontSize="sm" color="fg.muted" data-testid="attendance-state">
          {sheet.recorded
            ? `Guardada por ${sheet.recorded.by || 'un usuario'} el ${formatDateTime(sheet.recorded.at)}`
            : `Sin guardar: la asistencia del ${formatDate(sheet.day)} aún no se ha registrado`}
        </Text>
        {canSave && sheet.people.length > 0 ? (
          <HStack gap="2">
            <Button variant="outline" flex={{ base: '1', md: 'none' }} onClick={() => setMarks(Object.fromEntries(sheet.people.map((p) => [p.id, 'presente'])))}>
              Todos presentes
            </Button>
            <Button flex={{ base: '1', md: 'none' }} loading={saving} onClick={save}>
              Guardar asistencia
            </Button>
          </HStack>
        ) : null}
      </Flex>
      <Text fontSize="sm" mb="2" aria-live="polite" data-testid="attendance-summary">
        Presentes {summary.present} · Faltas {summary.absent} · Retardos {summary.late}
        {summary.rate !== null ? ` · Asistencia ${summary.rate}\u00a0%` : ''}
      </Text>
      {sheet.people.length === 0 ? (
        <Text color="fg.muted">Nadie estaba inscrito en el grupo ese día.</Text>
      ) : (
        <>
          <AttendanceMarks people={people} marks={marks} onMark={(id, status) => setMarks((current) => ({ ...current, [id]: status }))} disabled={!canSave} />
          <Text fontSize="xs" color="fg.muted" mt="2" display={{ base: 'none', md: 'block' }}>
            Teclado: ↑ ↓ cambian de alumno; P presente, F falta, R retardo (y pasa al siguiente); ← → cambian la marca.
          </Text>
        </>
      )}
    </Box>
  );
}
