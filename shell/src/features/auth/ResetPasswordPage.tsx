import { useState } from 'react';
import { Formik, Form } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { authApi, toApiError } from '@mikro/api-client';
import { Heading, Link, notify, VStack } from '@mikro/ui/core';
import { changePasswordSchema, PasswordField, SubmitButton } from '@mikro/ui/forms';
import { FormAlert } from './FormAlert';

export function ResetPasswordPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
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
              navigate('/login', { replace: true });
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
        <RouterLink to="/login">Volver a iniciar sesión</RouterLink>
      </Link>
    </VStack>
  );
}
