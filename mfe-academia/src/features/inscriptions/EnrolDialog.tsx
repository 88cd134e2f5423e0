// Enrol a school student or an external participant into a group: the server takes the seat (or answers
// that the group is full) and generates the inscription's charges from the month the plan starts (by default
// the enrolment month: a late arrival is not billed for the months before it unless the desk chooses them).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EnrolRequest } from '@mikro/contracts';
import { academyApi, academyGroupsApi, academyKeys, externalsApi, studentsApi, useAcademyMutation, useResourceOptions } from '@mikro/api-client';
import { Button, Field, HStack, Input, ModalDialog, notify, SelectInput, Stack, Text } from '@mikro/ui';
import { formatYearMonth, institutionToday, planStartMonth } from '@mikro/domain';
import { errorMessage, personName } from '../../shared/options';

type Kind = 'alumno' | 'externo';

function usePeople(kind: Kind, search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: academyKeys.people(kind, text),
    enabled: text.length >= 2,
    queryFn: async () => {
      if (kind === 'alumno') {
        const page = await studentsApi.listPaged({ filter: [{ field: 'searchName', operator: '$contL', value: text }], limit: 8 });
        return page.data.map((row) => ({ id: row.id, label: `${personName(row)} · ${row.enrollment}` }));
      }
      const page = await externalsApi.listPaged({ filter: [{ field: 'name', operator: '$contL', value: text }], limit: 8 });
      return page.data.map((row) => ({ id: row.id, label: personName(row) }));
    },
  });
}

export function EnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const groups = useResourceOptions(academyGroupsApi, (row) => `${row.name} · ${row.schedule} (${row.enrolled}/${row.capacity})`, {
    filters: [{ field: 'isActive', operator: '$eq', value: true }],
  });
  const enrolment = useAcademyMutation((body: EnrolRequest) => academyApi.enrol(body));
  const [groupId, setGroupId] = useState<number | null>(null);
  const [kind, setKind] = useState<Kind>('alumno');
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<{ id: number; label: string } | null>(null);
  const [date, setDate] = useState(() => institutionToday());
  // Null while it follows the enrolment date; the desk may choose an earlier or later month.
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const startMonth = chosenStart ?? (date ? formatYearMonth(planStartMonth(date)) : '');
  const busy = enrolment.isPending;
  const people = usePeople(kind, search);
  const ready = groupId !== null && person !== null && !busy;

  function reset() {
    setGroupId(null);
    setPerson(null);
    setSearch('');
    setChosenStart(null);
    onClose();
  }

  async function enrol() {
    if (!ready) return;
    try {
      const result = await enrolment.mutateAsync({
        groupId: groupId!,
        inscriptionDate: date,
        ...(startMonth ? { startMonth } : {}),
        ...(kind === 'alumno' ? { studentId: person!.id } : { externalId: person!.id }),
      });
      notify.success(`Inscripción registrada; ${result.charges} ${result.charges === 1 ? 'cargo generado' : 'cargos generados'}`);
      reset();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <ModalDialog
      title="Nueva inscripción"
      onClose={reset}
      open={open}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={reset}>
            Cancelar
          </Button>
          <Button onClick={() => void enrol()} disabled={!ready} loading={busy}>
            Inscribir
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Grupo</Field.Label>
          <SelectInput placeholder="Seleccione…" options={groups.options} value={groupId} onChange={setGroupId} />
        </Field.Root>
        <HStack gap="2">
          {(['alumno', 'externo'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={kind === option ? 'solid' : 'outline'}
              onClick={() => {
                setKind(option);
                setPerson(null);
              }}
            >
              {option === 'alumno' ? 'Alumno del colegio' : 'Externo'}
            </Button>
          ))}
        </HStack>
        <Field.Root required>
          <Field.Label>{kind === 'alumno' ? 'Buscar alumno' : 'Buscar externo'}</Field.Label>
          <Input aria-label="Buscar persona" placeholder="Nombre (mín. 2 letras)" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
        <Stack gap="1" maxH="180px" overflowY="auto">
          {(people.data ?? []).map((option) => (
            <Button key={option.id} size="sm" justifyContent="start" variant={person?.id === option.id ? 'solid' : 'ghost'} onClick={() => setPerson(option)}>
              {option.label}
            </Button>
          ))}
          {people.data && people.data.length === 0 ? <Text color="fg.muted">Sin resultados</Text> : null}
        </Stack>
        <Field.Root>
          <Field.Label>Fecha de inscripción</Field.Label>
          <Input type="date" aria-label="Fecha de inscripción" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Cobrar desde el mes</Field.Label>
          <Input type="month" aria-label="Cobrar desde el mes" value={startMonth} onChange={(event) => setChosenStart(event.target.value || null)} />
          <Field.HelperText>Por omisión, el mes de inscripción: los meses anteriores no se cobran. Un cargo que ya venció se cobra sin recargo hasta el día siguiente.</Field.HelperText>
        </Field.Root>
      </Stack>
    </ModalDialog>
  );
}
