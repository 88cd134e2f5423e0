import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import { Card, FormikForm, notify, SubmitButton, Text, TextField } from '@mikro/ui';
import { registerOpenedMessage } from '../feedback';
import { registerKey } from '../usePosData';
import { openingSchema } from './schemas';

/** Selling needs an open register: the cashier opens it with the cash in the drawer. */
export function OpenRegisterCard() {
  const client = useQueryClient();
  const opening = useMutation({
    mutationFn: (values: { openingAmount: string; notes: string }) => cashRegisterApi.open({ openingAmount: values.openingAmount.trim(), notes: values.notes.trim() }),
    onSuccess: (register) => {
      notify.success(registerOpenedMessage(register));
      return client.invalidateQueries({ queryKey: registerKey });
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  return (
    <Card.Root maxW="420px" mx="auto" mt="8">
      <Card.Header>
        <Card.Title>Abrir caja</Card.Title>
        <Text fontSize="sm" color="fg.muted">
          No tiene una caja abierta en esta sucursal. Registre el fondo inicial para empezar a vender.
        </Text>
      </Card.Header>
      <Card.Body>
        <FormikForm
          aria-label="Abrir caja"
          initialValues={{ openingAmount: '', notes: '' }}
          validationSchema={openingSchema()}
          // A refusal is told by the mutation and leaves the form as it was.
          onSubmit={(values) => opening.mutateAsync(values).catch(() => undefined)}
        >
          <TextField name="openingAmount" label="Fondo inicial" inputMode="decimal" required />
          <TextField name="notes" label="Notas" />
          <SubmitButton allowInvalid>Abrir caja</SubmitButton>
        </FormikForm>
      </Card.Body>
    </Card.Root>
  );
}
