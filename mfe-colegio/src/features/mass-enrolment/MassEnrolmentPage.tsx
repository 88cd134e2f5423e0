// /colegio/inscripcionesMasivas and /colegio/alumnos/inscripcionesMasivas: enrol a whole group, or a list of
// students, into a cycle, grade, group and payment plan at once (a background job, all or nothing).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MassEnrolmentRequest, Student } from '@mikro/contracts';
import { classroomsApi, cyclesResourceApi, gradesApi, paymentPlansApi, resourceKeys, schoolApi, studentsApi, toApiError, useResourceOptions } from '@mikro/api-client';
import { useCan, useSession } from '@mikro/session';
import { Box, Button, Card, CloseButton, Field, HStack, Input, notify, PageHeader, SelectInput, SimpleGrid, Tabs, Text, VStack } from '@mikro/ui';
import { JobProgress, studentsDoneText } from '../../shared/JobProgress';
import { fullName } from '../../shared/people';
import { StudentSearch } from '../../shared/StudentSearch';
import { institutionToday } from '@mikro/domain';


export function MassEnrolmentPage() {
  const navigate = useNavigate();
  const { currentCycle } = useSession();
  const canCreate = useCan('crear');
  const [cycleId, setCycleId] = useState<number | null>(currentCycle?.id ?? null);
  const [gradeId, setGradeId] = useState<number | null>(null);
  const [classroomId, setClassroomId] = useState<number | null>(null);
  const [paymentPlanId, setPaymentPlanId] = useState<number | null>(null);
  const [inscriptionDate, setInscriptionDate] = useState(institutionToday());
  const [mode, setMode] = useState<'group' | 'list'>('group');
  const [list, setList] = useState<Student[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  // Who went in the job, in the order sent: the job names a refused student by that position.
  const [sent, setSent] = useState<Student[]>([]);
  const massEnrol = useMutation({ mutationFn: (body: MassEnrolmentRequest) => schoolApi.massEnrol(body) });
  const sending = massEnrol.isPending;

  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  const classrooms = useResourceOptions(classroomsApi, (row) => row.name, { filters: gradeId ? [{ field: 'gradeId', operator: '$eq', value: gradeId }] : [], enabled: gradeId !== null });
  const plans = useResourceOptions(paymentPlansApi, (row) => row.name, { filters: [{ field: 'isActive', operator: '$eq', value: true }] });
  const groupQuery = { filter: [{ field: 'classroomId', operator: '$eq' as const, value: classroomId ?? 0 }, { field: 'isActive', operator: '$eq' as const, value: true }], sort: [{ field: 'searchName', order: 'ASC' as const }], limit: 1000 };
  const groupStudents = useQuery({ queryKey: resourceKeys.list(studentsApi, groupQuery), queryFn: () => studentsApi.list(groupQuery), enabled: mode === 'group' && classroomId !== null });
  const groupRows = Array.isArray(groupStudents.data) ? groupStudents.data : (groupStudents.data?.data ?? []);
  const chosen = mode === 'group' ? groupRows : list;
  const ready = canCreate && cycleId !== null && gradeId !== null && paymentPlanId !== null && chosen.length > 0 && !sending;

  const send = () => {
    if (!ready) return;
    massEnrol.mutate(
      {
        cycleId: cycleId as number,
        inscriptionDate,
        rows: chosen.map((student) => ({ enrollment: student.enrollment, gradeId: gradeId as number, classroomId: classroomId ?? undefined, paymentPlanId: paymentPlanId as number })),
      },
      {
        onSuccess: (job) => {
          setSent(chosen);
          setJobId(job.id);
        },
        onError: (error) => notify.error(toApiError(error).message),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Inscripciones masivas"
        description="Inscribe a un grupo completo o a una lista de alumnos en un ciclo con un plan de pago; se inscriben todos o ninguno"
        actions={
          <Button variant="outline" onClick={() => navigate('/colegio/alumnos/inscripcion/SelectImports')}>
            Desde un archivo
          </Button>
        }
      />
      <Card.Root mb="4">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>Ciclo</Field.Label>
              <SelectInput placeholder="Seleccione…" options={cycles.options} value={cycleId} onChange={setCycleId} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Grado</Field.Label>
              <SelectInput placeholder="Seleccione…" options={grades.options} value={gradeId} onChange={(value) => (setGradeId(value), setClassroomId(null))} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Grupo</Field.Label>
              <SelectInput placeholder="Sin grupo" options={classrooms.options} value={classroomId} onChange={setClassroomId} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Plan de pago</Field.Label>
              <SelectInput placeholder="Seleccione…" options={plans.options} value={paymentPlanId} onChange={setPaymentPlanId} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Fecha de inscripción</Field.Label>
              <Input type="date" aria-label="Fecha de inscripción" value={inscriptionDate} onChange={(event) => setInscriptionDate(event.target.value)} />
            </Field.Root>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Tabs.Root value={mode} onValueChange={(details) => setMode(details.value as 'group' | 'list')}>
        <Tabs.List>
          <Tabs.Trigger value="group">Todo el grupo</Tabs.Trigger>
          <Tabs.Trigger value="list">Una lista de alumnos</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="group">
          {classroomId === null ? (
            <Text color="fg.muted">Elija el grado y el grupo: se inscriben sus alumnos activos.</Text>
          ) : groupStudents.isLoading ? (
            <Text>Cargando alumnos del grupo…</Text>
          ) : groupRows.length === 0 ? (
            <Text color="fg.muted">El grupo no tiene alumnos activos asignados.</Text>
          ) : (
            <StudentList students={groupRows} />
          )}
        </Tabs.Content>
        <Tabs.Content value="list">
          <VStack align="stretch" gap="2">
            <Box maxW="lg">
              <StudentSearch label="Agregar alumno a la lista" actionText="Agregar" onPick={(student) => !list.some((row) => row.id === student.id) && setList([...list, student])} />
            </Box>
            {list.length === 0 ? <Text color="fg.muted">Agregue alumnos a la lista.</Text> : <StudentList students={list} onRemove={(id) => setList(list.filter((row) => row.id !== id))} />}
          </VStack>
        </Tabs.Content>
      </Tabs.Root>
      <HStack justify="end" my="4">
        <Button colorPalette="brand" disabled={!ready} loading={sending} onClick={send}>
          Inscribir {chosen.length} {chosen.length === 1 ? 'alumno' : 'alumnos'}
        </Button>
      </HStack>
      {jobId !== null && (
        <Card.Root>
          <Card.Body>
            <JobProgress
              jobId={jobId}
              doneText={(job) => `${studentsDoneText('inscripciones', job.created)} y se generaron sus cargos del ciclo`}
              rowLabel={(row) => {
                const student = sent[row - 1];
                return student ? `${student.enrollment} · ${fullName(student)}` : `Alumno ${row}`;
              }}
            />
          </Card.Body>
        </Card.Root>
      )}
    </>
  );
}

function StudentList({ students, onRemove }: { students: Student[]; onRemove?: (id: number) => void }) {
  return (
    <VStack as="ol" align="stretch" gap="1" ps="5" aria-label="Alumnos a inscribir">
      {students.map((student) => (
        <HStack as="li" key={student.id} justify="space-between">
          <Text>
            {student.enrollment} · {fullName(student)}
          </Text>
          {onRemove && <CloseButton size="xs" aria-label={`Quitar a ${fullName(student)}`} onClick={() => onRemove(student.id)} />}
        </HStack>
      ))}
    </VStack>
  );
}
