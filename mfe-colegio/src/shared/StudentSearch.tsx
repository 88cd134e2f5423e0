// Find a student by name, enrolment number or CURP and pick one.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Student } from '@mikro/contracts';
import { resourceKeys, studentsApi } from '@mikro/api-client';
import { Box, Button, Input, Spinner, Text, VStack } from '@mikro/ui';
import { pagedListQuery } from './listQuery';
import { fullName } from './people';

export function StudentSearch({ onPick, label = 'Buscar alumno', actionText = 'Elegir', autoFocus }: { onPick: (student: Student) => void; label?: string; actionText?: string; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const query = pagedListQuery({ page: 1, pageSize: 8, sort: { field: 'searchName', order: 'ASC' }, search: text, searchFields: ['searchName', 'enrollment', 'curp'], join: [{ field: 'family' }] });
  const results = useQuery({ queryKey: resourceKeys.list(studentsApi, query), queryFn: () => studentsApi.listPaged(query), enabled: text.trim().length >= 2 });
  return (
    <VStack align="stretch" gap="1">
      <Input aria-label={label} placeholder="Nombre, matrícula o CURP (mín. 2 letras)" value={text} onChange={(event) => setText(event.target.value)} autoFocus={autoFocus} />
      {text.trim().length >= 2 && (
        <VStack align="stretch" gap="0" borderWidth="1px" rounded="md" maxH="240px" overflowY="auto">
          {results.isLoading && (
            <Box p="2">
              <Spinner size="sm" />
            </Box>
          )}
          {results.data?.data.length === 0 && (
            <Text p="2" fontSize="sm">
              Sin coincidencias
            </Text>
          )}
          {results.data?.data.map((student) => (
            <Button
              key={student.id}
              variant="ghost"
              size="sm"
              justifyContent="space-between"
              onClick={() => {
                onPick(student);
                setText('');
              }}
            >
              <Text truncate>
                {student.enrollment} · {fullName(student)}
                {student.family ? ` · ${student.family.name}` : ''}
              </Text>
              <Text as="span" color="brand.fg" fontSize="xs">
                {actionText}
              </Text>
            </Button>
          ))}
        </VStack>
      )}
    </VStack>
  );
}
