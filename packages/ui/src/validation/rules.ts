import { CURP_MESSAGE, isGenericRfc, isValidCurp, ownRfcProblem, RFC_FORMAT_MESSAGE } from '@mikro/domain';
import * as yup from 'yup';
import { MESSAGES, maxLengthMessage } from './messages';

/** A required text: blank (only spaces) counts as empty. */
export function requiredString(message: string = MESSAGES.required) {
  return yup.string().trim().required(message);
}

/** An optional e-mail address; chain `.required(MESSAGES.required)` when it must be given. */
export function emailString() {
  return yup.string().trim().email(MESSAGES.email);
}

/** A text of at most n characters. */
export function maxLength(n: number) {
  return yup.string().max(n, maxLengthMessage(n));
}

/** Something picked from a catalogue, as `{ id }`. */
export interface SelectedObject {
  id: number | string;
}

/** A required selection: an object whose id is not 0 (nor empty). */
export function requiredObject(message: string = MESSAGES.requiredObject) {
  return yup
    .mixed<SelectedObject>()
    .nullable()
    .test('required-object', message, (value) => {
      if (value === null || value === undefined || typeof value !== 'object') return false;
      const id = value.id;
      return id !== null && id !== undefined && id !== '' && Number(id) !== 0;
    });
}

/**
 * A person's own RFC, by the domain's rule (the same the API's schemas use): SAT's format and never a
 * generic RFC. Empty is allowed; chain `.required()` if needed. Case is ignored; send it upper case.
 */
/** An optional CURP: RENAPO's pattern with a birth date that exists, in any case (stored upper-cased). */
export function curpString() {
  return yup
    .string()
    .trim()
    .test('curp', CURP_MESSAGE, (value) => !value || isValidCurp(value));
}

export function rfcString() {
  return yup
    .string()
    .trim()
    .test('rfc-not-generic', MESSAGES.rfcGeneric, (value) => !isGenericRfc(value))
    .test('rfc-format', RFC_FORMAT_MESSAGE, (value) => !value || ownRfcProblem(value) === null);
}
