// The student form: the legacy customer's fields (names, CURP, birth date, sex, blood type, address,
// enrolment number, family, modality, campus) plus grade, group, payment plan and photo.
import * as yup from 'yup';
import { FIELD_LIMITS, type Student, type StudentInput } from '@mikro/contracts';
import { schoolApi } from '@mikro/api-client';
import { CURP_MESSAGE, isValidCurp, normalizeCurp, institutionToday } from '@mikro/domain';
import { maxLengthMessage, requiredString } from '@mikro/ui';
import { searchNameOf } from './people';

export interface StudentValues {
  enrollment: string;
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  curp: string;
  birthDate: string;
  gender: string;
  bloodType: string;
  address: string;
  photo: string;
  familyId: number | null;
  modalityId: number | null;
  campusId: number | null;
  gradeId: number | null;
  classroomId: number | null;
  isActive: boolean;
}

export const studentSchema = yup.object({
  enrollment: requiredString().max(FIELD_LIMITS.students.enrollment),
  name: requiredString().max(FIELD_LIMITS.students.name),
  lastNameFather: yup.string().max(FIELD_LIMITS.students.lastNameFather),
  lastNameMother: yup.string().max(FIELD_LIMITS.students.lastNameMother),
  curp: yup
    .string()
    .trim()
    .test('curp', CURP_MESSAGE, (value) => !value || isValidCurp(value)),
  birthDate: yup
    .string()
    .test('past', 'La fecha de nacimiento no puede ser futura', (value) => !value || value <= institutionToday()),
  gender: yup.string().oneOf(['', 'H', 'M']),
  bloodType: yup.string().max(FIELD_LIMITS.students.bloodType),
  address: yup.string().max(500, maxLengthMessage(500)),
  isActive: yup.boolean(),
});

export function studentInitialValues(student: Student | null): StudentValues {
  return {
    enrollment: student?.enrollment ?? '',
    name: student?.name ?? '',
    lastNameFather: student?.lastNameFather ?? '',
    lastNameMother: student?.lastNameMother ?? '',
    curp: student?.curp ?? '',
    birthDate: student?.birthDate?.slice(0, 10) ?? '',
    gender: student?.gender ?? '',
    bloodType: student?.bloodType ?? '',
    address: student?.address ?? '',
    photo: student?.photo ?? '',
    familyId: student?.familyId ?? null,
    modalityId: student?.modalityId ?? null,
    campusId: student?.campusId ?? null,
    gradeId: student?.gradeId ?? null,
    classroomId: student?.classroomId ?? null,
    isActive: student?.isActive ?? true,
  };
}

export function toStudentInput(values: StudentValues): StudentInput {
  return {
    enrollment: values.enrollment.trim().toUpperCase(),
    name: values.name.trim(),
    lastNameFather: values.lastNameFather.trim(),
    lastNameMother: values.lastNameMother.trim(),
    searchName: searchNameOf(values),
    curp: normalizeCurp(values.curp),
    birthDate: values.birthDate || null,
    gender: values.gender ?? '',
    bloodType: values.bloodType ?? '',
    address: values.address.trim(),
    photo: values.photo,
    familyId: values.familyId,
    modalityId: values.modalityId,
    campusId: values.campusId,
    gradeId: values.gradeId,
    classroomId: values.classroomId,
    isActive: values.isActive,
  };
}

/**
 * An enrolment number exists when the identifier search (equality) answers one or more students; the
 * student being edited does not count. Returns the reason to show under the field, or null.
 */
export async function enrollmentTakenMessage(enrollment: string, currentId: number | null): Promise<string | null> {
  const matches = await schoolApi.identifier(enrollment.trim().toUpperCase());
  const other = matches.find((match) => match.id !== currentId);
  return other ? `La matrícula ya está registrada para ${other.name}` : null;
}
