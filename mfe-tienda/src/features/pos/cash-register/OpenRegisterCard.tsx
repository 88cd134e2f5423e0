import { useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import { Card, FormikForm, notify, SubmitButton, Text, TextField } from '@mikro/ui';
import { registerOpenedMessage } from '../feedback';
import { registerKey } from '../usePosData';
import { openingSchema } from './schemas';

/** Selling needs an open register: the cashier opens it with the cash in the drawer. */
export function OpenRegisterCard() {
  const client = useQueryClient();
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
          onSubmit={async (values) => {
            try {
              const register = await cashRegisterApi.open({ openingAmount: values.openingAmount.trim(), notes: values.notes.trim() });
              notify.success(registerOpenedMessage(register));
              await client.invalidateQueries({ queryKey: registerKey });
            } catch (error) {
              notify.error(toApiError(error).message);
            }
          }}
        >
          <TextField name="openingAmount" label="Fondo inicial" inputMode="decimal" required />
          <TextField name="notes" label="Notas" />
          <SubmitButton allowInvalid>Abrir caja</SubmitButton>
        </FormikForm>
      </Card.Body>
    </Card.Root>
  );
}
