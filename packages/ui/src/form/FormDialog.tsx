import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { VStack } from '@chakra-ui/react/stack';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormikForm, type FormikFormProps } from './FormikForm';
import { CancelButton } from './CancelButton';
import { SubmitButton } from './SubmitButton';

export interface FormDialogProps<Values extends FormikValues> extends Omit<FormikFormProps<Values>, 'children' | 'aria-label'> {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  submitText?: string;
  cancelText?: string;
  children: ReactNode;
}

/**
 * THE create/edit dialog: a modal with a formik form, its fields stacked, and Cancelar / Guardar.
 * Guardar stays enabled: pressing it with something missing shows every field's error; Cancelar never validates.
 */
export function FormDialog<Values extends FormikValues>({
  open,
  onClose,
  title,
  size = 'md',
  submitText = 'Guardar',
  cancelText = 'Cancelar',
  children,
  ...form
}: FormDialogProps<Values>) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <FormikForm<Values> aria-label={title} {...form}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <VStack align="stretch" gap="3">
                  {children}
                </VStack>
              </Dialog.Body>
              <Dialog.Footer>
                <CancelButton onClick={onClose}>{cancelText}</CancelButton>
                <SubmitButton>{submitText}</SubmitButton>
              </Dialog.Footer>
            </FormikForm>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
