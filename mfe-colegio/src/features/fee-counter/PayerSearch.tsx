// Who pays: a student (by name, enrolment number or CURP) or a whole family. Enter picks the first match.
import { forwardRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { familiesApi, resourceKeys, studentsApi } from '@mikro/api-client';
import { Box, Button, Input, Spinner, Text, VStack } from '@mikro/ui';
import { pagedListQuery } from '../../shared/listQuery';
import { fullName } from '../../shared/people';

export type Payer = { kind: 'student'; id: number; label: string; familyId: number | null } | { kind: 'family'; id: number; label: string };

export const PayerSearch = forwardRef<HTMLInputElement, { onPick: (payer: Payer) => void }>(function PayerSearch({ onPick }, ref) {
  const [text, setText] = useState('');
  const wanted = text.trim();
  const studentsQuery = pagedListQuery({ page: 1, pageSize: 6, sort: { field: 'searchName', order: 'ASC' }, search: wanted, searchFields: ['searchName', 'enrollment', 'curp'], join: [{ field: 'family' }] });
  const familiesQuery = pagedListQuery({ page: 1, pageSize: 4, sort: { field: 'name', order: 'ASC' }, search: wanted, searchFields: ['name', 'fatherName', 'motherName', 'tutorName'] });
  const students = useQuery({ queryKey: resourceKeys.list(studentsApi, studentsQuery), queryFn: () => studentsApi.listPaged(studentsQuery), enabled: wanted.length >= 2 });
  const families = useQuery({ queryKey: resourceKeys.list(familiesApi, familiesQuery), queryFn: () => familiesApi.listPaged(familiesQuery), enabled: wanted.length >= 2 });
  const options: Payer[] = [
    ...(students.data?.data ?? []).map((student) => ({
      kind: 'student' as const,
      id: student.id,
      familyId: student.familyId,
      label: `${student.enrollment} · ${fullName(student)}${student.family ? ` · ${student.family.name}` : ''}`,
    })),
    ...(families.data?.data ?? []).map((family) => ({ kind: 'family' as const, id: family.id, label: family.name })),
  ];
  const pick = (payer: Payer) => {
    onPick(payer);
    setText('');
  };
  return (
    <Box position="relative">
      <Input
        ref={ref}
        aria-label="Buscar alumno o familia"
        placeholder="Alumno, matrícula, CURP o familia (Enter elige el primero)"
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && options[0]) {
            event.preventDefault();
            pick(options[0]);
          }
          if (event.key === 'Escape') setText('');
        }}
      />
      {wanted.length >= 2 && (
        <VStack align="stretch" gap="0" borderWidth="1px" rounded="md" mt="1" maxH="280px" overflowY="auto" bg="bg" role="listbox" aria-label="Resultados">
          {(students.isLoading || families.isLoading) && (
            <Box p="2">
              <Spinner size="sm" />
            </Box>
          )}
          {!students.isLoading && !families.isLoading && options.length === 0 && (
            <Text p="2" fontSize="sm">
              Sin coincidencias
            </Text>
          )}
          {options.map((option) => (
            <Button key={`${option.kind}-${option.id}`} role="option" variant="ghost" size="sm" justifyContent="flex-start" onClick={() => pick(option)}>
              <Text as="span" fontSize="xs" color="fg.muted" minW="14" textAlign="start">
                {option.kind === 'student' ? 'Alumno' : 'Familia'}
              </Text>
              <Text as="span" truncate>
                {option.label}
              </Text>
            </Button>
          ))}
        </VStack>
      )}
    </Box>
  );
});
