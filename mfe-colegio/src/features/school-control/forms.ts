// The school-control catalogues' forms: cycles, modalities, levels, grades, groups, study plans and their
// variants, subjects, subjects per group and payment plans.
import * as yup from 'yup';
import type {
  Classroom,
  ClassroomInput,
  CycleRecord,
  CycleRecordInput,
  Grade,
  GradeInput,
  Level,
  LevelInput,
  Modality,
  ModalityInput,
  StudyPlan,
  StudyPlanInput,
  StudyPlanVariant,
  StudyPlanVariantInput,
  Subject,
  SubjectAssignment,
  SubjectAssignmentInput,
  SubjectInput,
} from '@mikro/contracts';
import { FIELD_LIMITS } from '@mikro/contracts';
import { maxLengthMessage, MESSAGES, requiredString } from '@mikro/ui';

/** A required name, as long as its column allows. */
const name = (max: number) => requiredString().max(max);
const requiredId = () => yup.number().nullable().required(MESSAGES.required);

export interface CycleValues {
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}
export const cycleSchema = yup.object({
  name: name(FIELD_LIMITS.cycles.name),
  startDate: yup.string(),
  endDate: yup.string().test('after-start', 'La fecha de fin debe ser posterior a la de inicio', function (value) {
    const start = this.parent.startDate as string;
    return !value || !start || value > start;
  }),
});
export const cycleInitialValues = (row: CycleRecord | null): CycleValues => ({
  name: row?.name ?? '',
  startDate: row?.startDate?.slice(0, 10) ?? '',
  endDate: row?.endDate?.slice(0, 10) ?? '',
  isActive: row?.isActive ?? true,
});
export const toCycleInput = (values: CycleValues): CycleRecordInput => ({
  name: values.name.trim(),
  startDate: values.startDate || null,
  endDate: values.endDate || null,
  isActive: values.isActive,
});

export interface ModalityValues {
  name: string;
  description: string;
  isActive: boolean;
}
export const modalitySchema = yup.object({ name: name(FIELD_LIMITS.modalities.name), description: yup.string().max(500, maxLengthMessage(500)) });
export const modalityInitialValues = (row: Modality | null): ModalityValues => ({ name: row?.name ?? '', description: row?.description ?? '', isActive: row?.isActive ?? true });
export const toModalityInput = (values: ModalityValues): ModalityInput => ({ name: values.name.trim(), description: values.description.trim(), isActive: values.isActive });

export interface LevelValues {
  name: string;
  modalityId: number | null;
  rvoe: string;
  cct: string;
  satLevel: string;
  isActive: boolean;
}
export const levelSchema = yup.object({
  name: name(FIELD_LIMITS.levels.name),
  rvoe: yup.string().max(FIELD_LIMITS.levels.rvoe),
  cct: yup.string().max(FIELD_LIMITS.levels.cct),
  satLevel: yup.string().max(FIELD_LIMITS.levels.satLevel),
});
export const levelInitialValues = (row: Level | null): LevelValues => ({
  name: row?.name ?? '',
  modalityId: row?.modalityId ?? null,
  rvoe: row?.rvoe ?? '',
  cct: row?.cct ?? '',
  satLevel: row?.satLevel ?? '',
  isActive: row?.isActive ?? true,
});
export const toLevelInput = (values: LevelValues): LevelInput => ({
  name: values.name.trim(),
  modalityId: values.modalityId,
  rvoe: values.rvoe.trim(),
  cct: values.cct.trim().toUpperCase(),
  satLevel: values.satLevel.trim(),
  isActive: values.isActive,
});

/** The SAT's education levels of the IEDU complement of school invoices. */
export const SAT_EDUCATION_LEVELS = ['Preescolar', 'Primaria', 'Secundaria', 'Profesional técnico', 'Bachillerato o su equivalente'];

export interface GradeValues {
  levelId: number | null;
  name: string;
  order: number;
  isActive: boolean;
}
export const gradeSchema = yup.object({
  levelId: requiredId(),
  name: name(FIELD_LIMITS.grades.name),
  order: yup.number().typeError('Escriba un número').integer('Escriba un número entero').min(0, 'No puede ser negativo').max(99, 'Máximo 99'),
});
export const gradeInitialValues = (row: Grade | null): GradeValues => ({ levelId: row?.levelId ?? null, name: row?.name ?? '', order: row?.order ?? 1, isActive: row?.isActive ?? true });
export const toGradeInput = (values: GradeValues): GradeInput => ({ levelId: values.levelId as number, name: values.name.trim(), order: Number(values.order), isActive: values.isActive });

export interface ClassroomValues {
  gradeId: number | null;
  name: string;
  campusId: number | null;
  cycleId: number | null;
  capacity: number;
  isActive: boolean;
}
export const classroomSchema = yup.object({
  gradeId: requiredId(),
  name: name(FIELD_LIMITS.classrooms.name),
  capacity: yup.number().typeError('Escriba un número').integer('Escriba un número entero').min(0, 'No puede ser negativo').max(500, 'Máximo 500'),
});
export const classroomInitialValues = (row: Classroom | null, cycleId: number | null = null): ClassroomValues => ({
  gradeId: row?.gradeId ?? null,
  name: row?.name ?? '',
  campusId: row?.campusId ?? null,
  cycleId: row ? row.cycleId : cycleId,
  capacity: row?.capacity ?? 30,
  isActive: row?.isActive ?? true,
});
export const toClassroomInput = (values: ClassroomValues): ClassroomInput => ({
  gradeId: values.gradeId as number,
  name: values.name.trim(),
  campusId: values.campusId,
  cycleId: values.cycleId,
  capacity: Number(values.capacity),
  isActive: values.isActive,
});

export interface StudyPlanValues {
  levelId: number | null;
  name: string;
  description: string;
  isActive: boolean;
}
export const studyPlanSchema = yup.object({ levelId: requiredId(), name: name(FIELD_LIMITS.studyPlans.name), description: yup.string().max(500, maxLengthMessage(500)) });
export const studyPlanInitialValues = (row: StudyPlan | null): StudyPlanValues => ({ levelId: row?.levelId ?? null, name: row?.name ?? '', description: row?.description ?? '', isActive: row?.isActive ?? true });
export const toStudyPlanInput = (values: StudyPlanValues): StudyPlanInput => ({ levelId: values.levelId as number, name: values.name.trim(), description: values.description.trim(), isActive: values.isActive });

export interface VariantValues {
  studyPlanId: number | null;
  name: string;
  description: string;
  isActive: boolean;
}
export const variantSchema = yup.object({ studyPlanId: requiredId(), name: name(FIELD_LIMITS.studyPlanVariants.name), description: yup.string().max(500, maxLengthMessage(500)) });
export const variantInitialValues = (row: StudyPlanVariant | null): VariantValues => ({ studyPlanId: row?.studyPlanId ?? null, name: row?.name ?? '', description: row?.description ?? '', isActive: row?.isActive ?? true });
export const toVariantInput = (values: VariantValues): StudyPlanVariantInput => ({ studyPlanId: values.studyPlanId as number, name: values.name.trim(), description: values.description.trim(), isActive: values.isActive });

export interface SubjectValues {
  name: string;
  code: string;
  studyPlanId: number | null;
  gradeId: number | null;
  hoursPerWeek: number;
  isActive: boolean;
}
export const subjectSchema = yup.object({
  name: name(FIELD_LIMITS.subjects.name),
  code: yup.string().max(FIELD_LIMITS.subjects.code),
  hoursPerWeek: yup.number().typeError('Escriba un número').integer('Escriba un número entero').min(0, 'No puede ser negativo').max(60, 'Máximo 60 horas'),
});
export const subjectInitialValues = (row: Subject | null): SubjectValues => ({
  name: row?.name ?? '',
  code: row?.code ?? '',
  studyPlanId: row?.studyPlanId ?? null,
  gradeId: row?.gradeId ?? null,
  hoursPerWeek: row?.hoursPerWeek ?? 5,
  isActive: row?.isActive ?? true,
});
export const toSubjectInput = (values: SubjectValues): SubjectInput => ({
  name: values.name.trim(),
  code: values.code.trim().toUpperCase(),
  studyPlanId: values.studyPlanId,
  gradeId: values.gradeId,
  hoursPerWeek: Number(values.hoursPerWeek),
  isActive: values.isActive,
});

export interface AssignmentValues {
  subjectId: number | null;
  classroomId: number | null;
  teacherId: number | null;
  cycleId: number | null;
}
export const assignmentSchema = yup.object({ subjectId: requiredId(), classroomId: requiredId() });
export const assignmentInitialValues = (row: SubjectAssignment | null, cycleId: number | null = null): AssignmentValues => ({
  subjectId: row?.subjectId ?? null,
  classroomId: row?.classroomId ?? null,
  teacherId: row?.teacherId ?? null,
  cycleId: row ? row.cycleId : cycleId,
});
export const toAssignmentInput = (values: AssignmentValues): SubjectAssignmentInput => ({
  subjectId: values.subjectId as number,
  classroomId: values.classroomId as number,
  teacherId: values.teacherId,
  cycleId: values.cycleId,
});
