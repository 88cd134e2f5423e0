import { useEffect, useMemo } from 'react';
import { useFormikContext } from 'formik';
import * as yup from 'yup';
import { SAT_CFDI_USES, SAT_REGIMES, cfdiUsesFor, regimesForRfc, validateReceiver } from '@mikro/domain';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';

export interface ReceiverValues {
  rfc: string;
  name: string;
  regime: string;
  cfdiUse: string;
  zip: string;
}

export const EMPTY_RECEIVER: ReceiverValues = { rfc: '', name: '', regime: '', cfdiUse: '', zip: '' };

/** yup schema that applies the receiver rules of @mikro/domain (the API applies the same ones). */
export const receiverSchema = yup.object({
  rfc: yup.string().required('Este campo es requerido'),
  name: yup.string().required('Este campo es requerido'),
  regime: yup.string().required('Este campo es requerido'),
  cfdiUse: yup.string().required('Este campo es requerido'),
  zip: yup.string().required('Este campo es requerido'),
}).test('receiver', '', function check(values) {
  const errors = validateReceiver({ rfc: values.rfc ?? '', name: values.name ?? '', regime: values.regime ?? '', cfdiUse: values.cfdiUse ?? '', zip: values.zip ?? '' });
  if (errors.length === 0) return true;
  return new yup.ValidationError(errors.map((e) => this.createError({ path: e.field, message: e.message })));
});

/** RFC, name, regime (those the RFC's person type allows), UsoCFDI (those the regime allows) and postal code. */
export function ReceiverFields() {
  const { values, setFieldValue } = useFormikContext<ReceiverValues>();
  const rfc = values.rfc.trim().toUpperCase();
  const regimes = useMemo(() => {
    const allowed = regimesForRfc(rfc);
    return SAT_REGIMES.filter((r) => allowed.length === 0 || allowed.includes(r.id));
  }, [rfc]);
  const uses = useMemo(() => {
    // An invoice (ingreso): the one rule the API applies, by regime and person type, without CP01 or CN01.
    const allowed = values.regime ? cfdiUsesFor('I', values.regime, rfc) : [];
    return SAT_CFDI_USES.filter((u) => allowed.includes(u.id));
  }, [values.regime, rfc]);
  useEffect(() => {
    if (values.cfdiUse && !uses.some((u) => u.id === values.cfdiUse)) void setFieldValue('cfdiUse', '');
  }, [uses, values.cfdiUse, setFieldValue]);
  return (
    <>
      <TextField name="rfc" label="RFC" required />
      <TextField name="name" label="Nombre o razón social (como en la constancia fiscal)" required />
      <SelectField name="regime" label="Régimen fiscal" required placeholder="Seleccione" options={regimes.map((r) => ({ value: r.id, label: `${r.id} ${r.label}` }))} />
      <SelectField name="cfdiUse" label="Uso del CFDI" required placeholder={values.regime ? 'Seleccione' : 'Primero elija el régimen'} options={uses.map((u) => ({ value: u.id, label: `${u.id} ${u.label}` }))} />
      <TextField name="zip" label="Código postal del domicilio fiscal" required />
    </>
  );
}
