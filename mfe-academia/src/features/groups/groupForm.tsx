// The group form: activity, teacher, place, capacity, age/grade range, weekly schedule and concepts with due days.
import * as yup from 'yup';
import { FIELD_LIMITS, type AcademyGroup, type AcademyGroupSaveRequest } from '@mikro/contracts';
import { academyConceptsApi, academyTeachersApi, academyActivitiesApi, cyclesResourceApi, gradesApi, useResourceOptions } from '@mikro/api-client';
import { MAX_AGE_BELOW_MINIMUM, WEEKDAY_LABELS, ageRangeAgrees, scheduleProblems, shortTime, personName } from '@mikro/domain';
import {
  Button,
  CheckboxGroupField,
  HStack,
  Heading,
  IconButton,
  MESSAGES,
  SelectField,
  SelectInput,
  SimpleGrid,
  Stack,
  SwitchField,
  Text,
  TextField,
  requiredString,
  useFormikContext,
  Input,
} from '@mikro/ui';

export interface GroupValues {
  activityId: number | null;
  name: string;
  teacherId: number | null;
  cycleId: number | null;
  place: string;
  capacity: string;
  minAge: string;
  maxAge: string;
  gradeIds: number[];
  isActive: boolean;
  schedules: { dayOfWeek: number; startTime: string; endTime: string }[];
  concepts: { conceptId: number | null; dueDay: string; isActive: boolean }[];
}

const AGE_PATTERN = /^(\d{1,2})?$/;
const optionalAge = yup.string().matches(AGE_PATTERN, 'Edad de 0 a 99');

/** The typed age as the API takes it: empty is an open bound; a malformed one is left to its own message. */
const ageBound = (value: string | undefined): number | null => (value && AGE_PATTERN.test(value) ? Number(value) : null);

export const groupSchema = yup.object({
  activityId: yup.number().nullable().required(MESSAGES.required),
  name: requiredString().max(FIELD_LIMITS.academyGroups.name),
  place: yup.string().max(FIELD_LIMITS.academyGroups.place),
  // The API takes 1 to 1000 seats; four digits alone would let 1001–9999 through to a 400.
  capacity: yup.string().required(MESSAGES.required).matches(/^([1-9]\d{0,2}|1000)$/, 'Cupo de 1 a 1000'),
  minAge: optionalAge,
  // The same range rule as the API's, asked here so a maximum below the minimum is refused before sending.
  maxAge: optionalAge.test('max-age-over-min', MAX_AGE_BELOW_MINIMUM, function check(value) {
    return ageRangeAgrees(ageBound((this.parent as GroupValues).minAge), ageBound(value));
  }),
  schedules: yup
    .array()
    .min(1, 'Agregue al menos un horario')
    .test('schedule', (schedules, context) => {
      const problems = scheduleProblems((schedules ?? []) as GroupValues['schedules']);
      const [first] = problems;
      return first === undefined ? true : context.createError({ message: `Horario ${first.index + 1}: ${first.message}` });
    }),
  concepts: yup.array().of(
    yup.object({
      conceptId: yup.number().nullable().required(MESSAGES.required),
      dueDay: yup.string().matches(/^([1-9]|[12]\d|3[01])$/, 'Día de 1 a 31'),
    }),
  ),
});

export function groupInitialValues(row: AcademyGroup | null): GroupValues {
  return {
    activityId: row?.activityId ?? null,
    name: row?.name ?? '',
    teacherId: row?.teacherId ?? null,
    cycleId: row?.cycleId ?? null,
    place: row?.place ?? '',
    capacity: String(row?.capacity ?? 20),
    minAge: row?.minAge === null || row?.minAge === undefined ? '' : String(row.minAge),
    maxAge: row?.maxAge === null || row?.maxAge === undefined ? '' : String(row.maxAge),
    gradeIds: row?.gradeIds ?? [],
    isActive: row?.isActive ?? true,
    schedules: (row?.schedules ?? [{ dayOfWeek: 1, startTime: '16:00', endTime: '17:00' }]).map((slot) => ({
      dayOfWeek: slot.dayOfWeek,
      startTime: shortTime(slot.startTime),
      endTime: shortTime(slot.endTime),
    })),
    concepts: (row?.concepts ?? []).map((concept) => ({ conceptId: concept.conceptId, dueDay: String(concept.dueDay), isActive: concept.isActive })),
  };
}

export function toGroupRequest(values: GroupValues): AcademyGroupSaveRequest {
  return {
    activityId: values.activityId!,
    name: values.name.trim(),
    teacherId: values.teacherId,
    cycleId: values.cycleId,
    place: values.place.trim(),
    capacity: Number(values.capacity),
    minAge: values.minAge === '' ? null : Number(values.minAge),
    maxAge: values.maxAge === '' ? null : Number(values.maxAge),
    gradeIds: values.gradeIds,
    isActive: values.isActive,
    schedules: values.schedules,
    concepts: conceptsOf(values),
  };
}

export const conceptsOf = (values: Pick<GroupValues, 'concepts'>) =>
  values.concepts.map((concept) => ({ conceptId: concept.conceptId!, dueDay: Number(concept.dueDay), isActive: concept.isActive }));

const DAYS = Object.entries(WEEKDAY_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** The weekly meetings, edited in place (day, start, end); the domain rule flags a meeting overlapping another of the group. */
export function ScheduleEditor() {
  const formik = useFormikContext<GroupValues>();
  const schedules = formik.values.schedules;
  const set = (next: GroupValues['schedules']) => void formik.setFieldValue('schedules', next, true);
  const error = typeof formik.errors.schedules === 'string' ? formik.errors.schedules : null;
  return (
    <Stack gap="2">
      <Heading size="sm">Horario semanal</Heading>
      {schedules.map((slot, index) => (
        <HStack key={index} gap="2" wrap="wrap">
          <SelectInput
            size="sm"
            width="150px"
            label={`Día del horario ${index + 1}`}
            options={DAYS}
            value={slot.dayOfWeek}
            onChange={(dayOfWeek) => set(schedules.map((s, i) => (i === index ? { ...s, dayOfWeek } : s)))}
          />
          <Input
            size="sm"
            type="time"
            width="120px"
            aria-label={`Inicio del horario ${index + 1}`}
            value={slot.startTime}
            onChange={(event) => set(schedules.map((s, i) => (i === index ? { ...s, startTime: event.target.value } : s)))}
          />
          <Text>a</Text>
          <Input
            size="sm"
            type="time"
            width="120px"
            aria-label={`Fin del horario ${index + 1}`}
            value={slot.endTime}
            onChange={(event) => set(schedules.map((s, i) => (i === index ? { ...s, endTime: event.target.value } : s)))}
          />
          <IconButton size="sm" variant="ghost" aria-label={`Quitar horario ${index + 1}`} onClick={() => set(schedules.filter((_, i) => i !== index))}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => set([...schedules, { dayOfWeek: 1, startTime: '16:00', endTime: '17:00' }])}>
        Agregar horario
      </Button>
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The group's concepts and the day each monthly one falls due. */
export function ConceptsEditor() {
  const formik = useFormikContext<GroupValues>();
  const concepts = useResourceOptions(academyConceptsApi, (row) => `${row.name} (${row.conceptType === 'Monthly' ? 'mensual' : 'pago único'})`, {
    filters: [{ field: 'isActive', operator: '$eq', value: true }],
  });
  const rows = formik.values.concepts;
  const set = (next: GroupValues['concepts']) => void formik.setFieldValue('concepts', next, true);
  return (
    <Stack gap="2">
      <Heading size="sm">Conceptos y días de vencimiento</Heading>
      {rows.length === 0 ? <Text color="fg.muted">Sin conceptos: las inscripciones no generarán cargos.</Text> : null}
      {rows.map((row, index) => (
        <HStack key={index} gap="2" wrap="wrap">
          <SelectInput
            size="sm"
            width={{ base: '100%', md: '320px' }}
            label={`Concepto ${index + 1}`}
            placeholder="Seleccione…"
            options={concepts.options}
            value={row.conceptId}
            onChange={(conceptId) => set(rows.map((r, i) => (i === index ? { ...r, conceptId } : r)))}
          />
          <Input
            size="sm"
            width="110px"
            inputMode="numeric"
            aria-label={`Día de vencimiento del concepto ${index + 1}`}
            placeholder="Día"
            value={row.dueDay}
            onChange={(event) => set(rows.map((r, i) => (i === index ? { ...r, dueDay: event.target.value } : r)))}
          />
          <IconButton size="sm" variant="ghost" aria-label={`Quitar concepto ${index + 1}`} onClick={() => set(rows.filter((_, i) => i !== index))}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => set([...rows, { conceptId: null, dueDay: '10', isActive: true }])}>
        Agregar concepto
      </Button>
    </Stack>
  );
}

export function GroupFields() {
  const activities = useResourceOptions(academyActivitiesApi, (row) => row.name, { filters: [{ field: 'isActive', operator: '$eq', value: true }] });
  const teachers = useResourceOptions(academyTeachersApi, (row) => personName(row.name, row.lastNameFather, row.lastNameMother), {
    filters: [{ field: 'isAcademy', operator: '$eq', value: true }],
  });
  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  const grades = useResourceOptions(gradesApi, (row) => row.name, { sortField: 'order' });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="activityId" label="Actividad" required placeholder="Seleccione…" options={activities.options} />
        <TextField name="name" label="Nombre del grupo" required placeholder="Natación infantil A" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField name="teacherId" label="Maestro" placeholder="Sin asignar" options={teachers.options} />
        <TextField name="place" label="Salón o lugar" placeholder="Alberca" />
        <SelectField name="cycleId" label="Ciclo" placeholder="Sin ciclo" options={cycles.options} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="capacity" label="Cupo" required inputMode="numeric" />
        <TextField name="minAge" label="Edad mínima" inputMode="numeric" />
        <TextField name="maxAge" label="Edad máxima" inputMode="numeric" />
      </SimpleGrid>
      <CheckboxGroupField name="gradeIds" label="Grados admitidos (ninguno = todos)" options={grades.options} direction="row" />
      <ScheduleEditor />
      <ConceptsEditor />
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
