// /colegio/ctrlescolar/…: the school-control catalogues (cycles, modalities, levels, grades, groups,
// study plans, variants, subjects, subjects per group), each one ResourcePage declaration.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Classroom, CycleRecord, Grade, Level, Modality, StudyPlan, StudyPlanVariant, Subject, SubjectAssignment } from '@mikro/contracts';
import { campusesApi, classroomsApi, cyclesResourceApi, gradesApi, levelsApi, modalitiesApi, resourceSource, RESOURCE_OPTIONS_LIMIT, studyPlansApi, studyPlanVariantsApi, subjectAssignmentsApi, subjectsApi, teachersApi, useList, useResourceOptions } from '@mikro/api-client';
import { useCrudPermissions, useSession } from '@mikro/session';
import { Button, formatDate, ResourcePage, SelectField, SimpleGrid, SwitchField, TextField, useFormikContext } from '@mikro/ui';
import { AttendanceDialog } from '../../shared/AttendanceDialog';
import { fullName } from '../../shared/people';
import * as forms from './forms';

const gradeLabel = (grade: Grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name);
const classroomLabel = (classroom: Classroom) => [classroom.grade?.name, classroom.name].filter(Boolean).join(' · ');

const cyclesSource = resourceSource(cyclesResourceApi, { searchFields: ['name'] });
export function CyclesPage() {
  return (
    <ResourcePage<CycleRecord, forms.CycleValues, ReturnType<typeof forms.toCycleInput>, Partial<ReturnType<typeof forms.toCycleInput>>>
      title="Ciclos escolares"
      description="Ciclos de la institución; las inscripciones y los cargos se generan por ciclo"
      noun="ciclo"
      source={cyclesSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Ciclo', sortable: true },
        { key: 'startDate', header: 'Inicio', sortable: true, render: (row) => formatDate(row.startDate) },
        { key: 'endDate', header: 'Fin', sortable: true, render: (row) => formatDate(row.endDate) },
      ]}
      defaultSort={{ field: 'name', order: 'DESC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay ciclos que coincidan con la búsqueda"
      hasActiveFlag
      form={{
        initialValues: forms.cycleInitialValues,
        schema: forms.cycleSchema,
        toCreate: forms.toCycleInput,
        toUpdate: forms.toCycleInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required placeholder="2026-2027" />
            <SimpleGrid columns={2} gap="3">
              <TextField name="startDate" label="Inicio" type="date" />
              <TextField name="endDate" label="Fin" type="date" />
            </SimpleGrid>
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}

const modalitiesSource = resourceSource(modalitiesApi, { searchFields: ['name', 'description'] });
export function ModalitiesPage() {
  return (
    <ResourcePage<Modality, forms.ModalityValues, ReturnType<typeof forms.toModalityInput>, Partial<ReturnType<typeof forms.toModalityInput>>>
      title="Modalidades"
      description="Escolarizada, abierta, en línea…; cada nivel y cada alumno tienen una"
      noun="modalidad"
      feminine
      source={modalitiesSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Modalidad', sortable: true },
        { key: 'description', header: 'Descripción' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay modalidades que coincidan con la búsqueda"
      hasActiveFlag
      form={{
        initialValues: forms.modalityInitialValues,
        schema: forms.modalitySchema,
        toCreate: forms.toModalityInput,
        toUpdate: forms.toModalityInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <TextField name="description" label="Descripción" />
            <SwitchField name="isActive" label="Activa" />
          </>
        ),
      }}
    />
  );
}

const levelsSource = resourceSource(levelsApi, { searchFields: ['name', 'cct', 'rvoe'], join: [{ field: 'modality' }] });
function LevelFields() {
  const modalities = useResourceOptions(modalitiesApi, (row) => row.name);
  return (
    <>
      <TextField name="name" label="Nombre" required placeholder="Primaria" />
      <SelectField name="modalityId" label="Modalidad" placeholder="Sin modalidad" options={modalities.options} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="cct" label="CCT" placeholder="19PPR0123A" />
        <TextField name="rvoe" label="RVOE" />
      </SimpleGrid>
      <SelectField name="satLevel" label="Nivel educativo SAT (complemento IEDU)" placeholder="Sin especificar" options={forms.SAT_EDUCATION_LEVELS.map((level) => ({ value: level, label: level }))} />
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
export function LevelsPage() {
  return (
    <ResourcePage<Level, forms.LevelValues, ReturnType<typeof forms.toLevelInput>, Partial<ReturnType<typeof forms.toLevelInput>>>
      title="Niveles"
      description="Niveles educativos con su CCT, RVOE y nivel SAT para las facturas del colegio"
      noun="nivel"
      source={levelsSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Nivel', sortable: true },
        { key: 'modality', header: 'Modalidad', render: (row) => row.modality?.name ?? '' },
        { key: 'cct', header: 'CCT', sortable: true },
        { key: 'rvoe', header: 'RVOE' },
        { key: 'satLevel', header: 'Nivel SAT' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay niveles que coincidan con la búsqueda"
      hasActiveFlag
      form={{ initialValues: forms.levelInitialValues, schema: forms.levelSchema, toCreate: forms.toLevelInput, toUpdate: forms.toLevelInput, fields: () => <LevelFields /> }}
    />
  );
}

const gradesSource = resourceSource(gradesApi, { searchFields: ['name'], join: [{ field: 'level' }] });
function GradeFields() {
  const levels = useResourceOptions(levelsApi, (row) => row.name);
  return (
    <>
      <SelectField name="levelId" label="Nivel" required placeholder="Seleccione…" options={levels.options} />
      <SimpleGrid columns={2} gap="3">
        <TextField name="name" label="Nombre" required placeholder="1° de primaria" />
        <TextField name="order" label="Orden" type="number" min={0} />
      </SimpleGrid>
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
export function GradesPage() {
  const levels = useResourceOptions(levelsApi, (row) => row.name);
  return (
    <ResourcePage<Grade, forms.GradeValues, ReturnType<typeof forms.toGradeInput>, Partial<ReturnType<typeof forms.toGradeInput>>>
      title="Grados"
      description="Grados de cada nivel, en el orden en que se cursan"
      noun="grado"
      source={gradesSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'order', header: 'Orden', sortable: true, width: '90px' },
        { key: 'name', header: 'Grado', sortable: true },
        { key: 'level', header: 'Nivel', render: (row) => row.level?.name ?? '' },
      ]}
      filters={[{ field: 'levelId', label: 'Nivel', options: levels.options }]}
      defaultSort={{ field: 'order', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay grados que coincidan con la búsqueda"
      hasActiveFlag
      form={{ initialValues: forms.gradeInitialValues, schema: forms.gradeSchema, toCreate: forms.toGradeInput, toUpdate: forms.toGradeInput, fields: () => <GradeFields /> }}
    />
  );
}

const classroomsSource = resourceSource(classroomsApi, { searchFields: ['name'], join: [{ field: 'grade' }, { field: 'campus' }, { field: 'cycle' }] });
function ClassroomFields() {
  const grades = useResourceOptions(gradesApi, gradeLabel, { sortField: 'order', join: [{ field: 'level' }] });
  const campuses = useResourceOptions(campusesApi, (row) => row.name);
  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  return (
    <>
      <SelectField name="gradeId" label="Grado" required placeholder="Seleccione…" options={grades.options} />
      <SimpleGrid columns={2} gap="3">
        <TextField name="name" label="Grupo" required placeholder="A" />
        <TextField name="capacity" label="Cupo" type="number" min={0} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="campusId" label="Campus" placeholder="Sin campus" options={campuses.options} />
        <SelectField name="cycleId" label="Ciclo" placeholder="Todos los ciclos" options={cycles.options} />
      </SimpleGrid>
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
export function ClassroomsPage() {
  const { currentCycle } = useSession();
  const [attendance, setAttendance] = useState<Classroom | null>(null);
  const navigate = useNavigate();
  const grades = useResourceOptions(gradesApi, gradeLabel, { sortField: 'order', join: [{ field: 'level' }] });
  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  return (
    <>
    <ResourcePage<Classroom, forms.ClassroomValues, ReturnType<typeof forms.toClassroomInput>, Partial<ReturnType<typeof forms.toClassroomInput>>>
      title="Grupos"
      description="Grupos de cada grado por ciclo y campus, con su cupo y su lista de asistencia"
      noun="grupo"
      source={classroomsSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Grupo', sortable: true },
        { key: 'grade', header: 'Grado', render: (row) => row.grade?.name ?? '' },
        { key: 'campus', header: 'Campus', render: (row) => row.campus?.name ?? '' },
        { key: 'cycle', header: 'Ciclo', render: (row) => row.cycle?.name ?? 'Todos' },
        { key: 'capacity', header: 'Cupo', align: 'end', sortable: true },
      ]}
      filters={[
        { field: 'gradeId', label: 'Grado', options: grades.options },
        { field: 'cycleId', label: 'Ciclo', options: cycles.options },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowActions={(row) => (
        <>
          <Button size="xs" variant="outline" onClick={() => navigate(`/colegio/ctrlescolar/grupos/${row.id}/asistencia`)}>
            Tomar asistencia
          </Button>
          <Button size="xs" variant="outline" onClick={() => setAttendance(row)}>
            Lista de asistencia
          </Button>
        </>
      )}
      rowLabel={classroomLabel}
      emptyText="No hay grupos que coincidan con la búsqueda"
      hasActiveFlag
      form={{
        initialValues: (row) => forms.classroomInitialValues(row, currentCycle?.id ?? null),
        schema: forms.classroomSchema,
        toCreate: forms.toClassroomInput,
        toUpdate: forms.toClassroomInput,
        fields: () => <ClassroomFields />,
      }}
    />
    {attendance && <AttendanceDialog classroomId={attendance.id} cycleId={attendance.cycleId ?? currentCycle?.id} onClose={() => setAttendance(null)} />}
    </>
  );
}

const studyPlansSource = resourceSource(studyPlansApi, { searchFields: ['name', 'description'], join: [{ field: 'level' }] });
function StudyPlanFields() {
  const levels = useResourceOptions(levelsApi, (row) => row.name);
  return (
    <>
      <SelectField name="levelId" label="Nivel" required placeholder="Seleccione…" options={levels.options} />
      <TextField name="name" label="Nombre" required placeholder="Plan SEP 2022" />
      <TextField name="description" label="Descripción" />
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
export function StudyPlansPage() {
  return (
    <ResourcePage<StudyPlan, forms.StudyPlanValues, ReturnType<typeof forms.toStudyPlanInput>, Partial<ReturnType<typeof forms.toStudyPlanInput>>>
      title="Planes de estudio"
      description="Planes de estudio por nivel; sus variantes y materias se administran en sus pantallas"
      noun="plan de estudio"
      source={studyPlansSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Plan', sortable: true },
        { key: 'level', header: 'Nivel', render: (row) => row.level?.name ?? '' },
        { key: 'description', header: 'Descripción' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay planes de estudio que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      form={{ initialValues: forms.studyPlanInitialValues, schema: forms.studyPlanSchema, toCreate: forms.toStudyPlanInput, toUpdate: forms.toStudyPlanInput, fields: () => <StudyPlanFields /> }}
    />
  );
}

const variantsSource = resourceSource(studyPlanVariantsApi, { searchFields: ['name', 'description'], join: [{ field: 'studyPlan' }] });
function VariantFields() {
  const plans = useResourceOptions(studyPlansApi, (row) => row.name);
  return (
    <>
      <SelectField name="studyPlanId" label="Plan de estudio" required placeholder="Seleccione…" options={plans.options} />
      <TextField name="name" label="Nombre" required placeholder="Bilingüe" />
      <TextField name="description" label="Descripción" />
      <SwitchField name="isActive" label="Activa" />
    </>
  );
}
export function VariantsPage() {
  const plans = useResourceOptions(studyPlansApi, (row) => row.name);
  return (
    <ResourcePage<StudyPlanVariant, forms.VariantValues, ReturnType<typeof forms.toVariantInput>, Partial<ReturnType<typeof forms.toVariantInput>>>
      title="Variantes de plan de estudio"
      description="Variantes de cada plan de estudio (bilingüe, deportiva…)"
      noun="variante"
      feminine
      source={variantsSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Variante', sortable: true },
        { key: 'studyPlan', header: 'Plan de estudio', render: (row) => row.studyPlan?.name ?? '' },
        { key: 'description', header: 'Descripción' },
      ]}
      filters={[{ field: 'studyPlanId', label: 'Plan de estudio', options: plans.options }]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay variantes que coincidan con la búsqueda"
      hasActiveFlag
      form={{ initialValues: forms.variantInitialValues, schema: forms.variantSchema, toCreate: forms.toVariantInput, toUpdate: forms.toVariantInput, fields: () => <VariantFields /> }}
    />
  );
}

const subjectsSource = resourceSource(subjectsApi, { searchFields: ['name', 'code'], join: [{ field: 'studyPlan' }, { field: 'grade' }] });
function SubjectFields() {
  const plans = useResourceOptions(studyPlansApi, (row) => row.name);
  const grades = useResourceOptions(gradesApi, gradeLabel, { sortField: 'order', join: [{ field: 'level' }] });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="name" label="Materia" required placeholder="Matemáticas" />
        <TextField name="code" label="Clave" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="studyPlanId" label="Plan de estudio" placeholder="Sin plan" options={plans.options} />
        <SelectField name="gradeId" label="Grado" placeholder="Sin grado" options={grades.options} />
      </SimpleGrid>
      <TextField name="hoursPerWeek" label="Horas por semana" type="number" min={0} />
      <SwitchField name="isActive" label="Activa" />
    </>
  );
}
export function SubjectsPage() {
  const grades = useResourceOptions(gradesApi, gradeLabel, { sortField: 'order', join: [{ field: 'level' }] });
  return (
    <ResourcePage<Subject, forms.SubjectValues, ReturnType<typeof forms.toSubjectInput>, Partial<ReturnType<typeof forms.toSubjectInput>>>
      title="Materias"
      description="Materias de cada plan de estudio y grado"
      noun="materia"
      feminine
      source={subjectsSource}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Materia', sortable: true },
        { key: 'code', header: 'Clave', sortable: true },
        { key: 'studyPlan', header: 'Plan de estudio', render: (row) => row.studyPlan?.name ?? '' },
        { key: 'grade', header: 'Grado', render: (row) => row.grade?.name ?? '' },
        { key: 'hoursPerWeek', header: 'Horas/semana', align: 'end' },
      ]}
      filters={[{ field: 'gradeId', label: 'Grado', options: grades.options }]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay materias que coincidan con la búsqueda"
      hasActiveFlag
      form={{ initialValues: forms.subjectInitialValues, schema: forms.subjectSchema, toCreate: forms.toSubjectInput, toUpdate: forms.toSubjectInput, fields: () => <SubjectFields /> }}
    />
  );
}

const subjectLabel = (subject: Subject) => {
  const name = subject.code ? `${subject.code} · ${subject.name}` : subject.name;
  return subject.gradeId === null ? `${name} (todos los grados)` : name;
};

/**
 * A group's subjects are those of its grade and those without a grade (common to every grade): the API refuses
 * any other. The list waits for a group; choosing a group of another grade clears the subject.
 */
function AssignmentFields() {
  const { values, setFieldValue } = useFormikContext<forms.AssignmentValues>();
  const classrooms = useResourceOptions(classroomsApi, classroomLabel, { join: [{ field: 'grade' }] });
  const gradeOf = (classroomId: number | null) => classrooms.rows.find((row) => row.id === classroomId)?.gradeId ?? null;
  const gradeId = gradeOf(values.classroomId);
  const subjectRows = useList(
    subjectsApi,
    { search: { $or: [{ gradeId: gradeId ?? 0 }, { gradeId: { $isnull: true } }] }, sort: [{ field: 'name', order: 'ASC' }], limit: RESOURCE_OPTIONS_LIMIT },
    { staleTime: 30_000, enabled: gradeId !== null },
  ).data;
  const subjects = gradeId === null || !subjectRows ? [] : Array.isArray(subjectRows) ? subjectRows : subjectRows.data;
  const previousClassroom = useRef(values.classroomId);
  useEffect(() => {
    const before = previousClassroom.current;
    if (before === values.classroomId) return;
    previousClassroom.current = values.classroomId;
    const rows = classrooms.rows;
    const grade = (id: number | null) => rows.find((row) => row.id === id)?.gradeId ?? null;
    if (before === null || values.classroomId === null || grade(before) !== grade(values.classroomId)) void setFieldValue('subjectId', null);
  }, [values.classroomId, classrooms.rows, setFieldValue]);
  const teachers = useResourceOptions(teachersApi, fullName, { filters: [{ field: 'isSchool', operator: '$eq', value: true }] });
  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  return (
    <>
      <SelectField name="classroomId" label="Grupo" required placeholder="Seleccione…" options={classrooms.options} />
      <SelectField
        name="subjectId"
        label="Materia"
        required
        disabled={gradeId === null}
        helper={gradeId === null ? 'Elija primero el grupo: se listan las materias de su grado' : undefined}
        placeholder="Seleccione…"
        options={subjects.map((row) => ({ value: row.id, label: subjectLabel(row) }))}
      />
      <SelectField name="teacherId" label="Docente" placeholder="Sin docente" options={teachers.options} />
      <SelectField name="cycleId" label="Ciclo" placeholder="Todos los ciclos" options={cycles.options} />
    </>
  );
}
export function SubjectAssignmentsPage() {
  const { currentCycle } = useSession();
  const classrooms = useResourceOptions(classroomsApi, classroomLabel, { join: [{ field: 'grade' }] });
  const teachers = useResourceOptions(teachersApi, fullName);
  const source = useMemo(() => resourceSource(subjectAssignmentsApi, { searchFields: [], join: [{ field: 'subject' }, { field: 'teacher' }, { field: 'classroom' }, { field: 'cycle' }] }), []);
  return (
    <ResourcePage<SubjectAssignment, forms.AssignmentValues, ReturnType<typeof forms.toAssignmentInput>, Partial<ReturnType<typeof forms.toAssignmentInput>>>
      title="Materias por grupo"
      description="Qué materia imparte cada docente en cada grupo; elija el grupo o el docente para filtrar"
      noun="asignación"
      feminine
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'classroom', header: 'Grupo', render: (row) => row.classroom?.name ?? '' },
        { key: 'subject', header: 'Materia', render: (row) => row.subject?.name ?? '' },
        { key: 'teacher', header: 'Docente', render: (row) => (row.teacher ? fullName(row.teacher) : 'Sin docente') },
        { key: 'cycle', header: 'Ciclo', render: (row) => row.cycle?.name ?? 'Todos' },
      ]}
      filters={[
        { field: 'classroomId', label: 'Grupo', options: classrooms.options },
        { field: 'teacherId', label: 'Docente', options: teachers.options },
      ]}
      defaultSort={{ field: 'id', order: 'ASC' }}
      rowLabel={(row) => `${row.subject?.name ?? 'Materia'} · ${row.classroom?.name ?? ''}`}
      emptyText="No hay materias asignadas con estos filtros"
      form={{
        initialValues: (row) => forms.assignmentInitialValues(row, currentCycle?.id ?? null),
        schema: forms.assignmentSchema,
        toCreate: forms.toAssignmentInput,
        toUpdate: forms.toAssignmentInput,
        fields: () => <AssignmentFields />,
      }}
    />
  );
}
