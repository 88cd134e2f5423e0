import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormSchemaContext } from './form-schema';

export interface FormikFormProps<Values extends FormikValues>
  extends Omit<FormikConfig<Values>, 'children' | 'render' | 'component'> {
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
  /** Forwarded to the <form> element, e.g. for aria-label. */
  'aria-label'?: string;
  id?: string;
}

/**
 * THE form pattern: Formik state + a yup `validationSchema` + field components bound by `name`.
 * The browser's own validation is off (noValidate) so yup's Spanish messages are the only ones shown; the fields
 * the schema requires are marked with an asterisk.
 */
export function FormikForm<Values extends FormikValues>({
  children,
  'aria-label': ariaLabel,
  id,
  ...config
}: FormikFormProps<Values>) {
  return (
    <FormSchemaContext.Provider value={config.validationSchema}>
      <Formik<Values> {...config}>
        {(formik) => (
          <Form noValidate aria-label={ariaLabel} id={id}>
            {typeof children === 'function' ? children(formik) : children}
          </Form>
        )}
      </Formik>
    </FormSchemaContext.Provider>
  );
}
