import { Formik, Form } from 'formik';
import { useAtomValue } from 'jotai';
import { DEFAULT_PREFERENCES, type Preferences } from '@mikro/contracts';
import { BANKS, DASHBOARD_MODULE_LABELS, PAYMENT_METHODS, STORE_SALE_TYPE_LABELS, TPV_VIEW_LABELS } from '@mikro/domain';
import { branchOfficesAtom, cyclesAtom, preferencesAtom, savePreferences } from '@mikro/session';
import { Button, notify, VStack } from '@mikro/ui/core';
import { SubmitButton } from '@mikro/ui/forms';
import { SelectField } from '@mikro/ui/fields';

/** Select options from a code → label catalogue, keeping the numeric codes. */
function optionsOf(labels: Readonly<Record<number, string>>) {
  return Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
}

const DASHBOARD_OPTIONS = optionsOf(DASHBOARD_MODULE_LABELS);
const PRODUCT_VIEW_OPTIONS = optionsOf(TPV_VIEW_LABELS);
const SALE_TYPE_OPTIONS = optionsOf(STORE_SALE_TYPE_LABELS);

/** The preferences form. 'Restablecer valores' brings back the defaults; Guardar persists them. */
export function PreferencesForm() {
  const preferences = useAtomValue(preferencesAtom);
  const branchOffices = useAtomValue(branchOfficesAtom);
  const cycles = useAtomValue(cyclesAtom);

  return (
    <Formik<Preferences>
      initialValues={preferences ?? DEFAULT_PREFERENCES}
      enableReinitialize
      onSubmit={async (values) => {
        try {
          await savePreferences(values);
          notify.updated();
        } catch {
          notify.error('error al guardar las preferencias');
        }
      }}
    >
      {({ setValues }) => (
        <Form aria-label="Preferencias" noValidate>
          <VStack align="stretch" gap="3">
            <SelectField name="dashboard" label="Módulo de estadísticas" options={DASHBOARD_OPTIONS} />
            <SelectField
              name="branchOffice"
              label="Sucursal"
              placeholder="Sin preferencia"
              options={branchOffices.map(({ id, name }) => ({ value: id, label: name }))}
            />
            <SelectField name="cycle" label="Ciclo" placeholder="Sin preferencia" options={cycles.map(({ id, name }) => ({ value: id, label: name }))} />
            <SelectField name="ViewTPVStore" label="Vista de productos en tienda" options={PRODUCT_VIEW_OPTIONS} />
            <SelectField name="typePayStore" label="Tipo de venta" options={SALE_TYPE_OPTIONS} />
            <SelectField
              name="methodPayment"
              label="Método de pago"
              placeholder="Sin preferencia"
              options={PAYMENT_METHODS.map(({ id, name }) => ({ value: id, label: name }))}
            />
            <SelectField name="Bank" label="Banco" placeholder="Sin preferencia" options={BANKS.map(({ id, name }) => ({ value: id, label: name }))} />
            {/* One above the other: side by side, 'Restablecer valores' does not fit the drawer's half width. */}
            <VStack align="stretch" gap="2">
              <SubmitButton>Guardar</SubmitButton>
              <Button variant="outline" onClick={() => setValues(DEFAULT_PREFERENCES)}>
                Restablecer valores
              </Button>
            </VStack>
          </VStack>
        </Form>
      )}
    </Formik>
  );
}
