import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useFormikContext } from 'formik';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /**
   * Pressing it while the form is invalid shows every field's error instead of saving (the default), so the
   * user learns what is missing. False disables it while invalid, for the rare form whose rule says so.
   */
  allowInvalid?: boolean;
}

/** The form's submit button: enabled so pressing it reveals what is missing, with a spinner while submitting. */
export function SubmitButton({ allowInvalid = true, disabled, children = 'Guardar', ...props }: SubmitButtonProps) {
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
