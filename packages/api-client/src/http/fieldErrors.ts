// A refused save's reasons, put under the form's fields: the API names each field it refused (400, or 409 for a
// duplicate) and a form shows the reason beside the field instead of in a toast.
import { toApiError, type ApiError } from './errors';

/** Sets each field the API named on the form (Formik's setFieldError fits); answers the error for the rest. */
export function setServerFieldErrors(error: unknown, setFieldError: (field: string, message: string) => void, fieldOf: (field: string) => string = (field) => field): ApiError {
  const apiError = toApiError(error);
  for (const field of apiError.fields ?? []) setFieldError(fieldOf(field.field), field.message);
  return apiError;
}
