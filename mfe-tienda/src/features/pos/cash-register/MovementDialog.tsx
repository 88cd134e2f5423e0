import * as yup from 'yup';
import { useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import { isValidAmount } from '@mikro/domain';
import { FormDialog, MESSAGES, notify, requiredString, SelectField, TextField } from '@mikro/ui';
import { registerKey } from '../usePosData';

const schema = yup.object({
  amount: yup
    .string()
    .required(MESSAGES.required)
    .test('amount', 'El importe debe ser mayor a 0', (value) => value !== undefined && isValidAmount(value) && Number(value) > 0),
  reason: requiredString().max(200),
});

/** Cash in or out of the drawer, with its reason. */
export function MovementDialog({ registerId, onClose }: { registerId: number; onClose: () => void }) {
  const client = useQueryClient();
  return (
    <FormDialog<{ type: 'entrada' | 'salida'; amount: string; reason: string }>
      open
      onClose={onClose}
      title="Movimiento de caja"
      initialValues={{ type: 'salida', amount: '', reason: '' }}
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          await cashRegisterApi.addMovement(registerId, { type: values.type, amount: values.amount.trim(), reason: values.reason.trim() });
          notify.created();
          await client.invalidateQueries({ queryKey: registerKey });
          onClose();
        } catch (error) {
          notify.error(toApiError(error).message);
        }
      }}
    >
      <SelectField
        name="type"
        label="Tipo"
        options={[
          { value: 'entrada', label: 'Entrada de efectivo' },
          { value: 'salida', label: 'Salida de efectivo' },
        ]}
      />
      <TextField name="amount" label="Importe" inputMode="decimal" required />
      <TextField name="reason" label="Motivo" required />
    </FormDialog>
  );
}
