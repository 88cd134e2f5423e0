// The campus / plantel form: the school's CCT (clave de centro de trabajo) and RVOE used by school invoices.
import * as yup from 'yup';
import { FIELD_LIMITS, type Campus, type CampusInput } from '@mikro/contracts';
import { maxLengthMessage, requiredString } from '@mikro/ui';

export interface CampusValues {
  name: string;
  cct: string;
  rvoe: string;
  address: string;
  isActive: boolean;
}

/** SEP's CCT: two digits of the state, three letters, four digits and a check character, e.g. 19PPR0123A. */
export const CCT_PATTERN = /^\d{2}[A-Z]{3}\d{4}[A-Z0-9]$/;

export const campusSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.campuses.name),
  cct: yup
    .string()
    .transform((value: string) => value.trim().toUpperCase())
    .matches(CCT_PATTERN, { message: 'La CCT tiene 10 caracteres, p. ej. 19PPR0123A', excludeEmptyString: true }),
  rvoe: yup.string().max(FIELD_LIMITS.campuses.rvoe),
  address: yup.string().max(500, maxLengthMessage(500)),
  isActive: yup.boolean(),
});

export function campusInitialValues(campus: Campus | null): CampusValues {
  return { name: campus?.name ?? '', cct: campus?.cct ?? '', rvoe: campus?.rvoe ?? '', address: campus?.address ?? '', isActive: campus?.isActive ?? true };
}

export function toCampusInput(values: CampusValues): CampusInput {
  return {
    name: values.name.trim(),
    cct: values.cct.trim().toUpperCase(),
    rvoe: values.rvoe.trim(),
    address: values.address.trim(),
    isActive: values.isActive,
  };
}
