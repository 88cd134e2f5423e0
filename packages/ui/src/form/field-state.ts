import { useMemo } from 'react';
import { getIn, useField, useFormikContext, type FieldHelperProps, type FieldInputProps, type FieldMetaProps, type FormikValues } from 'formik';
import { reach, type Schema } from 'yup';
import { useFormSchema } from './form-schema';

export interface BoundField<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** The yup message, shown once the user has left the field or has tried to submit (then every field shows its error). */
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

export function useBoundField<V>(name: string, required?: boolean): BoundField<V> {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount, values } = useFormikContext<FormikValues>();
  const validationSchema = useFormSchema();
  const shown = meta.touched || submitCount > 0;
  const errorText = shown && typeof meta.error === 'string' ? meta.error : undefined;
  const inferred = useMemo(
    () => (required === undefined ? schemaRequires(validationSchema, name, values) : required),
    [required, validationSchema, name, values],
  );
  return { field, meta, helpers, errorText, required: inferred };
}
