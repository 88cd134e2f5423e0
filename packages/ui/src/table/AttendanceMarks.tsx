// Taking attendance on screen: one row per person with Presente / Falta / Retardo. Keyboard: the rows are one
// tab stop; ↑ ↓ move between people, P (presente), F or A (falta), R (retardo) mark and go to the next one,
// ← → change the mark. On a phone the three buttons sit under the name, wide enough for a thumb.
import { useRef, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ATTENDANCE_KEYS, ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type AttendanceStatus } from '@mikro/domain';

export interface AttendancePerson {
  id: number;
  number: number;
  name: string;
  /** A second line under the name (the enrolment number, «Externo»). */
  detail?: string;
}

export interface AttendanceMarksProps {
  people: AttendancePerson[];
  marks: Readonly<Record<number, AttendanceStatus>>;
  onMark: (id: number, status: AttendanceStatus) => void;
  disabled?: boolean;
}

const PALETTE: Record<AttendanceStatus, string> = { presente: 'green', ausente: 'red', retardo: 'orange' };

export function AttendanceMarks({ people, marks, onMark, disabled = false }: AttendanceMarksProps) {
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  const focusRow = (index: number) => rows.current[Math.max(0, Math.min(people.length - 1, index))]?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, person: AttendancePerson) => {
    if (disabled || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    const status = ATTENDANCE_KEYS[key];
    if (status) {
      onMark(person.id, status);
      focusRow(index + 1);
    } else if (key === 'arrowdown') {
      focusRow(index + 1);
    } else if (key === 'arrowup') {
      focusRow(index - 1);
    } else if (key === 'arrowright' || key === 'arrowleft') {
      const current = ATTENDANCE_STATUSES.indexOf(marks[person.id] ?? 'presente');
      const step = key === 'arrowright' ? 1 : ATTENDANCE_STATUSES.length - 1;
      onMark(person.id, ATTENDANCE_STATUSES[(current + step) % ATTENDANCE_STATUSES.length] ?? 'presente');
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="md" aria-label="Asistencia">
      {people.map((person, index) => {
        const mark = marks[person.id];
        return (
          <Flex
            as="li"
            key={person.id}
            ref={(element: HTMLDivElement | null) => {
              rows.current[index] = element;
            }}
            role="radiogroup"
            aria-label={`${person.number}. ${person.name}`}
            tabIndex={index === 0 ? 0 : -1}
            onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => onKeyDown(event, index, person)}
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'stretch', md: 'center' }}
            gap="2"
            px="3"
            py="2"
            borderTopWidth={index === 0 ? '0' : '1px'}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' }}
            data-testid="attendance-row"
          >
            <HStack flex="1" minW="0" gap="3">
              <Text color="fg.muted" minW="6" textAlign="end" fontVariantNumeric="tabular-nums">
                {person.number}
              </Text>
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {person.name}
                </Text>
                {person.detail ? (
                  <Text fontSize="xs" color="fg.muted">
                    {person.detail}
                  </Text>
                ) : null}
              </Box>
            </HStack>
            <HStack gap="1" w={{ base: 'full', md: 'auto' }}>
              {ATTENDANCE_STATUSES.map((status) => (
                <Button
                  key={status}
                  role="radio"
                  aria-checked={mark === status}
                  tabIndex={-1}
                  size="sm"
                  flex={{ base: '1', md: 'none' }}
                  minW={{ md: '24' }}
                  variant={mark === status ? 'solid' : 'outline'}
                  colorPalette={mark === status ? PALETTE[status] : 'gray'}
                  disabled={disabled}
                  onClick={() => onMark(person.id, status)}
                >
                  {ATTENDANCE_LABELS[status]}
                </Button>
              ))}
            </HStack>
          </Flex>
        );
      })}
    </Box>
  );
}
