import { useState } from 'react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toApiError } from '@mikro/api-client';
import { login } from '@mikro/session';
import { useSessionState } from '../../shared/useSessionState';
import { Heading, Link, VStack } from '@mikro/ui/core';
import { emailString, MESSAGES, PasswordField, requiredString, SubmitButton, TextField } from '@mikro/ui/forms';
import { FormAlert } from './FormAlert';

const schema = yup.object({ email: emailString().required(MESSAGES.required), password: requiredString() });

export interface LoginPageProps {
  /** Called once the person starts typing and again as the login is sent: the application preloads what follows. */
  onIntent?: () => void;
}

export function LoginPage({ onIntent }: LoginPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Only a complete session (token, user and menu stored) leaves the login page.
  const complete = useSessionState() === 'complete';
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (complete) return <Navigate to={from} replace />;

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={schema}
      onSubmit={async ({ email, password }) => {
        setError(null);
        onIntent?.();
        try {
          await login(email.trim(), password);
          navigate(from, { replace: true });
        } catch (failure) {
          setError(toApiError(failure).message);
        }
      }}
    >
      <Form aria-label="Iniciar sesión" noValidate onInput={onIntent}>
        <VStack align="stretch" gap="4">
          <Heading size="md">Iniciar sesión</Heading>
          <FormAlert message={error} />
          <TextField name="email" type="email" label="Correo electrónico" autoComplete="username" autoFocus />
          <PasswordField name="password" label="Contraseña" autoComplete="current-password" />
          <SubmitButton disabled={false}>Entrar</SubmitButton>
          <Link asChild fontSize="sm" alignSelf="center">
            <RouterLink to="/forgot-password">¿Olvidaste tu contraseña?</RouterLink>
          </Link>
        </VStack>
      </Form>
    </Formik>
  );
}
