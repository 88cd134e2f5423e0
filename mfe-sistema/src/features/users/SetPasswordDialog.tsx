import type { User } from '@mikro/contracts';
import { toApiError, usersApi } from '@mikro/api-client';
import { Button, changePasswordSchema, Dialog, FormikForm, notify, PasswordField, Portal, Text, SubmitButton, VStack } from '@mikro/ui';

interface SetPasswordDialogProps {
  user: User;
  onClose: () => void;
}

/** An administrator sets another user's password (no old password needed: SPEC §6). */
export function SetPasswordDialog({ user, onClose }: SetPasswordDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <FormikForm
              aria-label="Asignar contraseña"
              initialValues={{ passwordOld: '', password: '', passwordConfirm: '' }}
              validationSchema={changePasswordSchema({ isAdmin: true })}
              onSubmit={async ({ password, passwordConfirm }) => {
                try {
                  const { msg } = await usersApi.updatePassword({ id: user.id, password, passwordConfirm, isAdmin: true });
                  notify.success(msg);
                  onClose();
                } catch (error) {
                  const apiError = toApiError(error);
                  notify.error((apiError.body as { msg?: string } | undefined)?.msg ?? apiError.message);
                }
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Asignar contraseña</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <VStack align="stretch" gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    Nueva contraseña para {user.name} ({user.email}).
                  </Text>
                  <PasswordField name="password" label="Nueva contraseña" autoComplete="new-password" />
                  <PasswordField name="passwordConfirm" label="Repetir nueva contraseña" autoComplete="new-password" />
                </VStack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancelar
                </Button>
                <SubmitButton>Guardar</SubmitButton>
              </Dialog.Footer>
            </FormikForm>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
