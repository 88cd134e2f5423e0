// How people (students, prospects, teachers) are named on screen and searched.
import { personName } from '@mikro/domain';
interface PersonName {
  name: string;
  lastNameFather?: string | null;
  lastNameMother?: string | null;
}

/** 'Lucía Hernández Ruiz'. */
export function fullName(person: PersonName | null | undefined): string {
  if (!person) return '';
  return personName(person.name, person.lastNameFather, person.lastNameMother);
}

/** The upper-cased 'NOMBRE APELLIDOS' the API searches students by (searchName). */
export function searchNameOf(person: PersonName): string {
  return fullName({ name: person.name.trim(), lastNameFather: person.lastNameFather?.trim(), lastNameMother: person.lastNameMother?.trim() }).toUpperCase();
}

export const GENDER_OPTIONS = [
  { value: 'H', label: 'Hombre' },
  { value: 'M', label: 'Mujer' },
];

export const BLOOD_TYPES = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'];
