import { setServerFieldErrors } from '@mikro/api-client';
import type { FormikHelpers } from '@mikro/ui';

/** Puts the API's per-field reasons (400) under their fields; a duplicated enrolment number (409) under 'enrollment'. */
export function applyFieldErrors<V>(error: unknown, helpers: FormikHelpers<V>) {
  const apiError = setServerFieldErrors(error, helpers.setFieldError);
  if (apiError.statusCode === 409 && /matr[ií]cula|enrollment/i.test(apiError.message)) helpers.setFieldError('enrollment', apiError.message);
}
