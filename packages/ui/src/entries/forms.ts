// @mikro/ui/forms: formik forms with yup validation and the text fields (what a login or password form
// needs). Choice fields (select, checkbox, switch, image, code search) are in @mikro/ui/fields, the form
// in a dialog in @mikro/ui/overlays.

// Validation.
export { MESSAGES, maxLengthMessage } from '../validation/messages';
export { requiredString, emailString, maxLength, requiredObject, rfcString, curpString } from '../validation/rules';
export type { SelectedObject } from '../validation/rules';
export { changePasswordSchema } from '../validation/change-password';
export type { ChangePasswordValues, ChangePasswordSchemaOptions } from '../validation/change-password';

// Forms (formik + yup).
export { FormikForm } from '../form/FormikForm';
export type { FormikFormProps } from '../form/FormikForm';
export { TextField } from '../form/TextField';
export type { TextFieldProps } from '../form/TextField';
export { PasswordField } from '../form/PasswordField';
export type { PasswordFieldProps } from '../form/PasswordField';
export { SubmitButton } from '../form/SubmitButton';
export type { SubmitButtonProps } from '../form/SubmitButton';
export { CancelButton } from '../form/CancelButton';
// A field of one's own gets the product's rules of when its error shows (see useBoundField).
export { useBoundField } from '../form/field-state';
export type { BoundField } from '../form/field-state';
export { useFormikContext } from 'formik';
export type { FormikHelpers, FormikProps } from 'formik';
