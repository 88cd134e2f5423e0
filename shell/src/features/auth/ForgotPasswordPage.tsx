import { useState } from 'react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { authApi, toApiError } from '@mikro/api-client/core';
import { Heading, Link, Text, VStack } from '@mikro/ui/core';
import { emailString, MESSAGES, SubmitButton, TextField } from '@mikro/ui/forms';
import { PageLink } from '../../shared/navigation/PageLink';
import { FormAlert } from './FormAlert';

const schema = yup.object({ email: emailString().required(MESSAGES.required) });

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <VStack align="stretch" gap="4">
      <Heading size="md">Recuperar contraseña</Heading>
      {sent ? (
        <FormAlert status="success" message="Si el correo está registrado, recibirá un enlace para restablecer su contraseña." />
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={schema}
          onSubmit={async ({ email }) => {
            setError(null);
            try {
              await authApi.forgotPassword(email.trim());
              setSent(true);
            } catch (failure) {
              setError(toApiError(failure).message);
            }
          }}
        >
          <Form aria-label="Recuperar contraseña" noValidate>
            <VStack align="stretch" gap="4">
              <Text fontSize="sm" color="fg.muted">
                Escriba el correo de su cuenta y le enviaremos un enlace para crear una nueva contraseña.
              </Text>
              <FormAlert message={error} />
              <TextField name="email" type="email" label="Correo electrónico" autoFocus />
              <SubmitButton>Enviar enlace</SubmitButton>
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
