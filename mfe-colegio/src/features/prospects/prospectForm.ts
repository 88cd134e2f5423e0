// The prospect (a future student) form, and what a prospect becomes when converted into a student.
import * as yup from 'yup';
import { FIELD_LIMITS, type Prospect, type ProspectInput } from '@mikro/contracts';
import { CURP_MESSAGE, isValidCurp, normalizeCurp } from '@mikro/domain';
import { emailString, maxLengthMessage, requiredString } from '@mikro/ui';
import type { StudentValues } from '../../shared/studentForm';

export const PROSPECT_STATUSES = [
  { value: 'nuevo', label: 'Nuevo', color: 'blue' },
  { value: 'contactado', label: 'Contactado', color: 'orange' },
  { value: 'inscrito', label: 'Inscrito', color: 'green' },
  { value: 'descartado', label: 'Descartado', color: 'gray' },
] as const;

export interface ProspectValues {
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  email: string;
  phone: string;
  curp: string;
  birthDate: string;
  gradeId: number | null;
  tutorName: string;
  source: string;
  notes: string;
  status: string;
}

export const prospectSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.prospects.name),
  lastNameFather: yup.string().max(FIELD_LIMITS.prospects.lastNameFather),
  lastNameMother: yup.string().max(FIELD_LIMITS.prospects.lastNameMother),
  email: emailString().max(FIELD_LIMITS.prospects.email),
  phone: yup.string().max(FIELD_LIMITS.prospects.phone),
  curp: yup
    .string()
    .trim()
    .test('curp', CURP_MESSAGE, (value) => !value || isValidCurp(value)),
  tutorName: yup.string().max(FIELD_LIMITS.prospects.tutorName),
  source: yup.string().max(FIELD_LIMITS.prospects.source),
  notes: yup.string().max(2000, maxLengthMessage(2000)),
});

export function prospectInitialValues(prospect: Prospect | null): ProspectValues {
  return {
    name: prospect?.name ?? '',
    lastNameFather: prospect?.lastNameFather ?? '',
    lastNameMother: prospect?.lastNameMother ?? '',
    email: prospect?.email ?? '',
    phone: prospect?.phone ?? '',
    curp: prospect?.curp ?? '',
    birthDate: prospect?.birthDate?.slice(0, 10) ?? '',
    gradeId: prospect?.gradeId ?? null,
    tutorName: prospect?.tutorName ?? '',
    source: prospect?.source ?? '',
    notes: prospect?.notes ?? '',
    status: prospect?.status ?? 'nuevo',
  };
}

export function toProspectInput(values: ProspectValues): ProspectInput {
  return {
    name: values.name.trim(),
    lastNameFather: values.lastNameFather.trim(),
    lastNameMother: values.lastNameMother.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    curp: normalizeCurp(values.curp),
    birthDate: values.birthDate || null,
    gradeId: values.gradeId,
    tutorName: values.tutorName.trim(),
    source: values.source.trim(),
    notes: values.notes.trim(),
    status: values.status,
  };
}

/** The student form prefilled from a prospect: names, CURP, birth date and the grade of interest. */
export function studentFromProspect(prospect: Prospect, base: StudentValues): StudentValues {
  return {
    ...base,
    name: prospect.name,
    lastNameFather: prospect.lastNameFather,
    lastNameMother: prospect.lastNameMother,
    curp: prospect.curp,
    birthDate: prospect.birthDate?.slice(0, 10) ?? '',
    gradeId: prospect.gradeId,
  };
}
