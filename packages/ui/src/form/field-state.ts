import { useMemo, useState } from 'react';
import { getIn, useField, useFormikContext, type FieldHelperProps, type FieldInputProps, type FieldMetaProps, type FormikValues } from 'formik';
import { reach, type Schema } from 'yup';
import { useFormSchema } from './form-schema';
import { usePointerPressed } from './pointer-press';

export interface BoundField<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /**
   * The yup message, shown once the user has changed the field's value and left it, or has tried to submit
   * (then every field shows its error). See useBoundField for why.
   */
  errorText: string | undefined;
  /** The field must be filled: the `required` prop when given, otherwise what the form's yup schema says. */
  required: boolean;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && typeof (value as { describe?: unknown }).describe === 'function';
}

/** Whether the form's yup schema requires `name`: `.required()`, or the catalogue-selection rule (requiredObject). */
export function schemaRequires(validationSchema: unknown, name: string, values: FormikValues): boolean {
  try {
    const schema = typeof validationSchema === 'function' ? (validationSchema as () => unknown)() : validationSchema;
    if (!isSchema(schema)) return false;
    const value: unknown = getIn(values, name);
    const field = reach(schema, name, values) as Schema;
    if (!isSchema(field)) return false;
    const description = field.describe({ value, parent: values, context: values });
    if ('optional' in description && description.optional === false) return true;
    return 'tests' in description && description.tests.some((test) => test.name === 'required-object');
  } catch {
    // A path the schema does not describe (or a condition that cannot be resolved) is simply not marked.
    return false;
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Whether the person changed the value: blank stays blank whether null, undefined or '' (typed and erased). */
export function valueChanged(initial: unknown, current: unknown): boolean {
  if (Object.is(initial, current) || (isBlank(initial) && isBlank(current))) return false;
  if (typeof initial === 'object' && typeof current === 'object' && initial !== null && current !== null) {
    return JSON.stringify(initial) !== JSON.stringify(current);
  }
  return true;
}

/**
 * A field bound to the enclosing formik form by `name`, with the error text the form shows under it.
 *
 * When the error shows: after a submit attempt (every field), or once the person changed the value and left
 * the field. Leaving a field without changing it (the dialog's first field, focused on opening, blurs when
 * the person clicks Guardar) does not reproach it: the message waits for the submit attempt.
 *
 * An error that would appear while a pointer is held down appears when it is released: a press on a button
 * blurs the field, and a message appearing then pushes the button away from under the pointer, so the
 * release missed it and the click was lost (two clicks were needed to submit).
 */
export function useBoundField<V>(name: string, required?: boolean, validate?: (value: V) => string | undefined): BoundField<V> {
  const [field, meta, helpers] = useField<V>(validate ? { name, validate } : name);
  const { submitCount, values } = useFormikContext<FormikValues>();
  const validationSchema = useFormSchema();
  const pressed = usePointerPressed();
  const due = submitCount > 0 || (meta.touched && valueChanged(meta.initialValue, meta.value));
  const message = due && typeof meta.error === 'string' ? meta.error : undefined;
  // What the field showed when last drawn: during a press a message may change or go, never newly appear.
  const [shown, setShown] = useState<string | undefined>(undefined);
  const errorText = pressed && shown === undefined ? undefined : message;
  if (shown !== errorText) setShown(errorText);
  const inferred = useMemo(
    () => (required === undefined ? schemaRequires(validationSchema, name, values) : required),
    [required, validationSchema, name, values],
  );
  return { field, meta, helpers, errorText, required: inferred };
}
