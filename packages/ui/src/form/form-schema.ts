import { createContext, useContext } from 'react';

/** The yup schema of the enclosing FormikForm (Formik does not expose it), so fields can tell which ones are required. */
export const FormSchemaContext = createContext<unknown>(undefined);

export function useFormSchema(): unknown {
  return useContext(FormSchemaContext);
}
