// The teacher form: names, contact, RFC (SAT format, never generic) and CURP (official pattern).
import * as yup from 'yup';
import { FIELD_LIMITS, type Teacher, type TeacherInput } from '@mikro/contracts';
import { CURP_MESSAGE, isValidCurp, isValidRfcFormat, normalizeCurp, RFC_FORMAT_MESSAGE } from '@mikro/domain';
import { emailString, requiredString, rfcString } from '@mikro/ui';

export interface TeacherValues {
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  email: string;
  phone: string;
  rfc: string;
  curp: string;
  isSchool: boolean;
  isAcademy: boolean;
  isActive: boolean;
}

export const teacherSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.teachers.name),
  lastNameFather: yup.string().max(FIELD_LIMITS.teachers.lastNameFather),
  lastNameMother: yup.string().max(FIELD_LIMITS.teachers.lastNameMother),
  email: emailString().max(FIELD_LIMITS.teachers.email),
  phone: yup.string().max(FIELD_LIMITS.teachers.phone),
  rfc: rfcString().test('rfc-format', RFC_FORMAT_MESSAGE, (value) => !value || isValidRfcFormat(value.trim().toUpperCase())),
  curp: yup
    .string()
    .trim()
    .test('curp', CURP_MESSAGE, (value) => !value || isValidCurp(value)),
});

export function teacherInitialValues(teacher: Teacher | null): TeacherValues {
  return {
    name: teacher?.name ?? '',
    lastNameFather: teacher?.lastNameFather ?? '',
    lastNameMother: teacher?.lastNameMother ?? '',
    email: teacher?.email ?? '',
    phone: teacher?.phone ?? '',
    rfc: teacher?.rfc ?? '',
    curp: teacher?.curp ?? '',
    isSchool: teacher?.isSchool ?? true,
    isAcademy: teacher?.isAcademy ?? false,
    isActive: teacher?.isActive ?? true,
  };
}

export function toTeacherInput(values: TeacherValues): TeacherInput {
  return {
    name: values.name.trim(),
    lastNameFather: values.lastNameFather.trim(),
    lastNameMother: values.lastNameMother.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    rfc: values.rfc.trim().toUpperCase(),
    curp: normalizeCurp(values.curp),
    isSchool: values.isSchool,
    isAcademy: values.isAcademy,
    isActive: values.isActive,
  };
}
