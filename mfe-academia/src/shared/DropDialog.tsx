// Drop of an inscription (baja): date and reason; the server cancels the pending charges of the months
// after the drop month and keeps what was paid.
import { useState } from 'react';
import * as yup from 'yup';
import type { DropRequest } from '@mikro/contracts';
import { academyApi, useAcademyMutation } from '@mikro/api-client';
import { FormDialog, MESSAGES, Text, TextField, formatIsoDate, maxLengthMessage, notify } from '@mikro/ui';
import { errorMessage } from './options';

const schema = yup.object({
  dropDate: yup.string().required(MESSAGES.required),
  reason: yup.string().trim().required(MESSAGES.required).max(500, maxLengthMessage(500)),
});

export function DropDialog({ inscription, onClose }: { inscription: { id: number; personName: string; groupName: string } | null; onClose: () => void }) {
  const drop = useAcademyMutation(({ id, body }: { id: number; body: DropRequest }) => academyApi.drop(id, body));
  const [today] = useState(() => formatIsoDate(new Date()));
  return (
    <FormDialog<{ dropDate: string; reason: string }>
      open={inscription !== null}
      onClose={onClose}
      title="Dar de baja"
      submitText="Dar de baja"
      initialValues={{ dropDate: today, reason: '' }}
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          const result = await drop.mutateAsync({ id: inscription!.id, body: { dropDate: values.dropDate, reason: values.reason.trim() } });
          notify.success(`Baja registrada: ${dropOutcome(result)}`);
          onClose();
        } catch (error) {
          notify.error(errorMessage(error));
        }
      }}
    >
      <Text>
        {inscription?.personName} · {inscription?.groupName}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Los cargos pendientes desde el mes siguiente a la baja se cancelan; lo pagado y lo del mes de la baja se conservan.
      </Text>
      <TextField name="dropDate" label="Fecha de baja" type="date" required />
      <TextField name="reason" label="Motivo" required />
    </FormDialog>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a drop did to the inscription's charges, in Spanish with singular and plural. */
function dropOutcome(result: { cancelledCharges: number; keptPendingCharges: number; paidCharges: number }): string {
  return [
    count(result.cancelledCharges, 'cargo cancelado', 'cargos cancelados'),
    count(result.keptPendingCharges, 'pendiente por pagar', 'pendientes por pagar'),
    count(result.paidCharges, 'pagado', 'pagados'),
  ].join(', ');
}
