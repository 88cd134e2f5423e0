import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import { FormDialog, notify, SelectField, TextField } from '@mikro/ui';
import { registerKey } from '../usePosData';
import { movementSchema } from './schemas';

/** Cash in or out of the drawer, with its reason. */
export function MovementDialog({ registerId, onClose }: { registerId: number; onClose: () => void }) {
  const client = useQueryClient();
  const movement = useMutation({
    mutationFn: (values: { type: 'entrada' | 'salida'; amount: string; reason: string }) =>
      cashRegisterApi.addMovement(registerId, { type: values.type, amount: values.amount.trim(), reason: values.reason.trim() }),
    onSuccess: async () => {
      notify.created();
      await client.invalidateQueries({ queryKey: registerKey });
      onClose();
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  return (
    <FormDialog<{ type: 'entrada' | 'salida'; amount: string; reason: string }>
      open
      onClose={onClose}
      title="Movimiento de caja"
      initialValues={{ type: 'salida', amount: '', reason: '' }}
      validationSchema={movementSchema()}
      // A refusal is told by the mutation and leaves the form open as it was.
      onSubmit={(values) => movement.mutateAsync(values).catch(() => undefined)}
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
