// «Mis datos»: the tutor and the family, and the family's fiscal data the portal invoices receipts to (the same
// business name the school's desk invoices to). The server checks the data as SAT does and answers by field.
import * as yup from 'yup';
import type { PortalAccount, PortalFiscalData } from '@mikro/contracts';
import { setServerFieldErrors, usePortalAccount, useSaveFiscalData } from '@mikro/api-client';
import { SAT_CFDI_USES, SAT_REGIMES } from '@mikro/domain';
import {
  Box,
  Card,
  emailString,
  FormikForm,
  HStack,
  MESSAGES,
  notify,
  rfcString,
  PageHeader,
  requiredString,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitButton,
  Text,
  TextField,
  type FormikHelpers,
} from '@mikro/ui';
import { QueryState } from '../../shared/QueryState';

const schema = yup.object({
  rfc: rfcString().required(MESSAGES.required),
  name: requiredString().max(300),
  regime: requiredString(),
  zip: requiredString().matches(/^\d{5}$/, 'El código postal tiene 5 dígitos'),
  cfdiUse: requiredString(),
  email: emailString(),
});

const EMPTY: PortalFiscalData = { rfc: '', name: '', regime: '', zip: '', cfdiUse: 'D10', email: '' };

/** The uses of the CFDI the chosen regime allows (all of them until a regime is chosen). */
const usesFor = (regime: string) => SAT_CFDI_USES.filter((use) => regime === '' || use.regimes.includes(regime));

function FiscalForm({ account }: { account: PortalAccount }) {
  const save = useSaveFiscalData();
  const submit = async (values: PortalFiscalData, helpers: FormikHelpers<PortalFiscalData>) => {
    try {
      await save.mutateAsync({ ...values, rfc: values.rfc.trim().toUpperCase(), name: values.name.trim(), zip: values.zip.trim(), email: values.email.trim() });
      notify.success('Se guardaron sus datos fiscales');
    } catch (error) {
      notify.error(setServerFieldErrors(error, helpers.setFieldError).message);
    }
  };
  return (
    <FormikForm<PortalFiscalData> aria-label="Datos fiscales" initialValues={account.fiscal ?? EMPTY} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ values }) => (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="rfc" label="RFC" required maxLength={13} textTransform="uppercase" autoComplete="off" />
              <TextField name="zip" label="Código postal fiscal" required maxLength={5} inputMode="numeric" />
            </SimpleGrid>
            <TextField name="name" label="Nombre o razón social (como en su constancia de situación fiscal)" required maxLength={300} />
            <SelectField name="regime" label="Régimen fiscal" required placeholder="Elija su régimen" options={SAT_REGIMES.map((r) => ({ value: r.id, label: `${r.id} ${r.label}` }))} />
            <SelectField name="cfdiUse" label="Uso del CFDI" required options={usesFor(values.regime).map((u) => ({ value: u.id, label: `${u.id} ${u.label}` }))} />
            <TextField name="email" label="Correo para recibir las facturas" type="email" maxLength={254} helper={`Si lo deja vacío, las enviamos a ${account.tutor.email}`} />
            <HStack justify="flex-end">
              <SubmitButton>Guardar datos fiscales</SubmitButton>
            </HStack>
          </Stack>
      )}
    </FormikForm>
  );
}

export function AccountPage() {
  const query = usePortalAccount();
  const account = query.data;
  return (
    <Box maxW="3xl">
      <PageHeader title="Mis datos" description="Sus datos de acceso y los datos fiscales con que se facturan los recibos de su familia." />
      {!account ? (
        <QueryState query={query} loading="Cargando sus datos…" />
      ) : (
        <Stack gap="4">
          <Card.Root as="section" aria-label="Mi cuenta">
            <Card.Body>
              <Text fontWeight="semibold">{account.tutor.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {account.tutor.email} · Familia {account.family.name}
              </Text>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-label="Datos fiscales de la familia">
            <Card.Header pb="2">
              <Text fontWeight="semibold" fontSize="lg">
                Datos fiscales
              </Text>
              {!account.fiscal && (
                <Text fontSize="sm" color="fg.muted">
                  Captúrelos una vez para facturar sus recibos desde «Recibos».
                </Text>
              )}
            </Card.Header>
            <Card.Body pt="0">
              <FiscalForm account={account} />
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </Box>
  );
}
