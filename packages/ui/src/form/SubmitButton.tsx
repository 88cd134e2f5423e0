import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useFormikContext } from 'formik';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Let the user press it while the form is invalid (Formik then touches every field and shows the errors). */
  allowInvalid?: boolean;
}

/** The form's submit button: disabled while invalid or submitting, with a spinner while submitting. */
export function SubmitButton({ allowInvalid = false, disabled, children = 'Guardar', ...props }: SubmitButtonProps) {
  const { isValid, isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      loading={isSubmitting}
      disabled={disabled || isSubmitting || (!allowInvalid && !isValid)}
      {...props}
    >
      {children}
    </Button>
  );
}
