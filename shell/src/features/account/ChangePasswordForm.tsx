import { Formik, Form } from 'formik';
import { useAtomValue } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@mikro/contracts';
import { usersApi, toApiError } from '@mikro/api-client';
import { isAdminAtom } from '@mikro/session';
import { notify, VStack } from '@mikro/ui/core';
import { changePasswordSchema, PasswordField, SubmitButton } from '@mikro/ui/forms';

interface Values {
  passwordOld: string;
  password: string;
  passwordConfirm: string;
}

const EMPTY: Values = { passwordOld: '', password: '', passwordConfirm: '' };

/** The change-password form; admins are not asked for the old password. */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const isAdmin = useAtomValue(isAdminAtom);
  // Nothing cached shows the password, so nothing is refetched after it.
  const change = useMutation({ mutationFn: (body: UpdatePasswordRequest) => usersApi.updatePassword(body) });

  return (
    <Formik<Values>
      initialValues={EMPTY}
      validationSchema={changePasswordSchema({ isAdmin })}
      validateOnMount
      onSubmit={async (values, { resetForm }) => {
        if (userId === 0) return;
        try {
          const { msg } = await change.mutateAsync({
            id: userId,
            password: values.password,
            passwordConfirm: values.passwordConfirm,
            passwordOld: isAdmin ? undefined : values.passwordOld,
            isAdmin,
          });
          notify.success(msg || 'Contraseña actualizada');
          resetForm();
        } catch (error) {
          const apiError = toApiError(error);
          const body = apiError.body as { msg?: string } | undefined;
          notify.error(body?.msg ?? apiError.message);
        }
      }}
    >
      {({ values }) => (
        <Form aria-label="Cambiar contraseña" noValidate>
          <VStack align="stretch" gap="3">
            {!isAdmin && <PasswordField name="passwordOld" label="Contraseña actual" autoComplete="current-password" />}
            <PasswordField name="password" label="Nueva contraseña" autoComplete="new-password" />
            <PasswordField name="passwordConfirm" label="Repetir nueva contraseña" autoComplete="new-password" />
            <SubmitButton disabled={values.password === '' || values.password !== values.passwordConfirm}>Guardar</SubmitButton>
          </VStack>
        </Form>
      )}
    </Formik>
  );
}
