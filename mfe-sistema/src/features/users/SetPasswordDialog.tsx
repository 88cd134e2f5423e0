import type { User } from '@mikro/contracts';
import { toApiError } from '@mikro/api-client';
import { changePasswordSchema, FormDialog, notify, PasswordField, Text } from '@mikro/ui';
import { useSetPassword } from './useUsers';

interface SetPasswordDialogProps {
  user: User;
  onClose: () => void;
}

/** An administrator sets another user's password (an administrator is never asked for the old password). */
export function SetPasswordDialog({ user, onClose }: SetPasswordDialogProps) {
  const setPassword = useSetPassword();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Asignar contraseña"
      initialValues={{ passwordOld: '', password: '', passwordConfirm: '' }}
      validationSchema={changePasswordSchema({ isAdmin: true })}
      onSubmit={async ({ password, passwordConfirm }) => {
        try {
          const { msg } = await setPassword.mutateAsync({ id: user.id, password, passwordConfirm, isAdmin: true });
          notify.success(msg);
          onClose();
        } catch (error) {
          const apiError = toApiError(error);
          notify.error((apiError.body as { msg?: string } | undefined)?.msg ?? apiError.message);
        }
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        Nueva contraseña para {user.name} ({user.email}).
      </Text>
      <PasswordField name="password" label="Nueva contraseña" autoComplete="new-password" />
      <PasswordField name="passwordConfirm" label="Repetir nueva contraseña" autoComplete="new-password" />
    </FormDialog>
  );
}
