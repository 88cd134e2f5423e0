import { useState } from 'react';
import { Formik, Form } from 'formik';
import { authApi, toApiError } from '@mikro/api-client/core';
import { Heading, Link, notify, VStack } from '@mikro/ui/core';
import { changePasswordSchema, PasswordField, SubmitButton } from '@mikro/ui/forms';
import { navigateTo } from '../../shared/navigation/location';
import { PageLink } from '../../shared/navigation/PageLink';
import { FormAlert } from './FormAlert';

/** `resetKey`: the key of the e-mailed link (/reset-password/:key), '' when the link has none. */
export function ResetPasswordPage({ resetKey: key }: { resetKey: string }) {
  const [error, setError] = useState<string | null>(key ? null : 'El enlace para restablecer la contraseña no es válido.');

  return (
    <VStack align="stretch" gap="4">
      <Heading size="md">Nueva contraseña</Heading>
      <FormAlert message={error} />
      {key && (
        <Formik
          initialValues={{ passwordOld: '', password: '', passwordConfirm: '' }}
          validationSchema={changePasswordSchema({ isAdmin: true })}
          onSubmit={async ({ password, passwordConfirm }) => {
            setError(null);
            try {
              await authApi.resetPassword({ key, password, passwordConfirm });
              notify.success('Contraseña actualizada');
              navigateTo('/login', { replace: true });
            } catch (failure) {
              setError(toApiError(failure).message);
            }
          }}
        >
          <Form aria-label="Nueva contraseña" noValidate>
            <VStack align="stretch" gap="4">
              <PasswordField name="password" label="Nueva contraseña" autoComplete="new-password" />
              <PasswordField name="passwordConfirm" label="Repetir nueva contraseña" autoComplete="new-password" />
              <SubmitButton>Guardar</SubmitButton>
            </VStack>
          </Form>
        </Formik>
      )}
      <Link asChild fontSize="sm" alignSelf="center">
        <PageLink to="/login">Volver a iniciar sesión</PageLink>
      </Link>
    </VStack>
  );
}
