import { Alert } from '@mikro/ui/core';

/** A login-layout form's outcome: the server's refusal, or a confirmation. */
export function FormAlert({ message, status = 'error' }: { message: string | null; status?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
