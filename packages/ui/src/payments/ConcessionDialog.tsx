// THE dialog of a fee counter's concession on one line: waive its automatic surcharges and/or grant a fixed
// discount, always with a reason (kept in the audit trail). The parts are checked by the domain's
// deskConcessionProblems, the same rule the API applies; the amounts are the server's quote.
import { deskConcessionProblems } from '@mikro/domain';
import type { FormikErrors } from 'formik';
import { CheckboxField } from '../form/CheckboxField';
import { FormDialog } from '../form/FormDialog';
import { TextField } from '../form/TextField';

/** A concession as the API takes it. */
export interface ConcessionValue {
  waiveSurcharges?: boolean;
  discount?: string | null;
  reason: string;
}

interface ConcessionForm {
  waiveSurcharges: boolean;
  discount: string;
  reason: string;
}

export interface ConcessionDialogProps {
  /** What the line is, e.g. 'Colegiatura · septiembre 2025'. */
  lineLabel: string;
  initial?: ConcessionValue | null;
  onClose: () => void;
  onApply: (concession: ConcessionValue) => void;
}

function toValue(form: ConcessionForm): ConcessionValue {
  const discount = form.discount.trim();
  return { waiveSurcharges: form.waiveSurcharges, ...(discount ? { discount } : {}), reason: form.reason.trim() };
}

function validate(form: ConcessionForm): FormikErrors<ConcessionForm> {
  const errors: FormikErrors<ConcessionForm> = {};
  for (const problem of deskConcessionProblems(toValue(form))) errors[problem.field] ??= problem.message;
  return errors;
}

export function ConcessionDialog({ lineLabel, initial, onClose, onApply }: ConcessionDialogProps) {
  return (
    <FormDialog<ConcessionForm>
      open
      size="md"
      title={`Condonar o descontar: ${lineLabel}`}
      submitText="Aplicar"
      onClose={onClose}
      initialValues={{ waiveSurcharges: initial?.waiveSurcharges ?? true, discount: initial?.discount ?? '', reason: initial?.reason ?? '' }}
      validate={validate}
      onSubmit={(form) => {
        onApply(toValue(form));
        onClose();
      }}
    >
      <CheckboxField name="waiveSurcharges" label="Condonar los recargos de este cargo" />
      <TextField name="discount" label="Descuento en caja (importe)" inputMode="decimal" placeholder="0.00" helper="Se resta después de becas, descuentos y recargos; nunca deja el cargo en negativo." />
      <TextField name="reason" label="Motivo" required helper="Queda en la bitácora, en el estado de cuenta del alumno y en el reporte de condonaciones." />
    </FormDialog>
  );
}
