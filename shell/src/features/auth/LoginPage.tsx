import { useEffect, useState } from 'react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { toApiError } from '@mikro/api-client/core';
import { login } from '@mikro/session';
import { useSessionState } from '../../shared/useSessionState';
import { currentHistoryState, navigateTo } from '../../shared/navigation/location';
import { PageLink } from '../../shared/navigation/PageLink';
import { Heading, Link, VStack } from '@mikro/ui/core';
import { emailString, MESSAGES, PasswordField, requiredString, SubmitButton, TextField } from '@mikro/ui/forms';
import { FormAlert } from './FormAlert';
import { returnPathFrom } from './public-pages';

const schema = yup.object({ email: emailString().required(MESSAGES.required), password: requiredString() });

export interface LoginPageProps {
  /**
   * Loads what follows the login (the routed application and the signed-in layout). Called once the person
   * starts typing, and awaited after a successful login so the page is left only when the next one can show.
   */
  preload?: () => Promise<void>;
}

export function LoginPage({ preload }: LoginPageProps) {
  // Only a complete session (token, user and menu stored) leaves the login page.
  const complete = useSessionState() === 'complete';
  const [error, setError] = useState<string | null>(null);

  // A person already signed in goes straight on. After a login the form stays, its button spinning, until what
  // follows is loaded: then the page is left in one step, to where the login was asked from (read then: a
  // logout replaces it).
  const [signedInAlready] = useState(complete);
  useEffect(() => {
    if (!complete) return;
    let current = true;
    void (preload?.() ?? Promise.resolve()).then(() => {
      if (current) navigateTo(returnPathFrom(currentHistoryState()), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [complete, preload]);
  if (signedInAlready) return null;

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={schema}
      onSubmit={async ({ email, password }) => {
        setError(null);
        const preloading = preload?.();
        try {
          await login(email.trim(), password);
          await preloading;
        } catch (failure) {
          setError(toApiError(failure).message);
        }
      }}
    >
      <Form aria-label="Iniciar sesión" noValidate onInput={preload}>
        <VStack align="stretch" gap="4">
          <Heading size="md">Iniciar sesión</Heading>
          <FormAlert message={error} />
          <TextField name="email" type="email" label="Correo electrónico" autoComplete="username" autoFocus />
          <PasswordField name="password" label="Contraseña" autoComplete="current-password" />
          <SubmitButton disabled={false}>Entrar</SubmitButton>
          <Link asChild fontSize="sm" alignSelf="center">
            <PageLink to="/forgot-password">¿Olvidó su contraseña?</PageLink>
          </Link>
        </VStack>
      </Form>
    </Formik>
  );
}
