import { useField, type FieldHelperProps, type FieldInputProps, type FieldMetaProps } from 'formik';

export interface BoundField<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** The yup message, shown only once the user has touched the field (or tried to submit). */
  errorText: string | undefined;
}

export function useBoundField<V>(name: string): BoundField<V> {
  const [field, meta, helpers] = useField<V>(name);
  const errorText = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, meta, helpers, errorText };
}
