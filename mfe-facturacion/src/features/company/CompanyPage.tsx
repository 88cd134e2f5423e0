// /empresa: the company's fiscal data, quick-sale settings, PAC and CSD.
import { useState } from 'react';
import * as yup from 'yup';
import { billingApi, useBillingMutation, useCompanyFiscal } from '@mikro/api-client';
import type { CompanyFiscalSettings } from '@mikro/contracts';
import { PAYMENT_METHODS, SAT_REGIMES, validateIssuer } from '@mikro/domain';
import { useCan } from '@mikro/session';
import { BorderRegionCard } from './BorderRegionCard';
import {
  Badge, Box, Button, Card, ErrorState, Field, FilePicker, FormikForm, Heading, HStack, Input, LoadingState, PageHeader, PasswordField, SelectField, SimpleGrid, SubmitButton, SwitchField, Text, TextField, VStack, formatDate, notify,
} from '@mikro/ui';
import { reportError } from '../../shared/errors';

type Values = Pick<CompanyFiscalSettings, 'rfc' | 'businessName' | 'regime' | 'zip' | 'address' | 'email' | 'isQuickSale' | 'pac' | 'pacUrl' | 'pacUser'> & {
  quickSaleMethodId: string;
  pacPassword: string;
};

const schema = yup
  .object({
    rfc: yup.string().required('Este campo es requerido'),
    businessName: yup.string().required('Este campo es requerido'),
    regime: yup.string().required('Este campo es requerido'),
    zip: yup.string().required('Este campo es requerido'),
    email: yup.string().email('Introduce un correo electrónico valido.'),
    pacUrl: yup.string().when('pac', ([pac]: string[], s: yup.StringSchema) => (pac === 'sw' ? s.required('Indique la URL del servicio del PAC (https://…).').matches(/^https?:\/\//, 'Debe empezar con https://') : s)),
  })
  .test('issuer', '', function check(values) {
    const errors = validateIssuer({ rfc: values.rfc ?? '', businessName: values.businessName ?? '', regime: values.regime ?? '', zip: values.zip ?? '' });
    return errors.length === 0 ? true : new yup.ValidationError(errors.map((e) => this.createError({ path: e.field, message: e.message })));
  });

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function CsdCard({ company, canEdit }: { company: CompanyFiscalSettings; canEdit: boolean }) {
  const [cer, setCer] = useState<File | null>(null);
  const [key, setKey] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Record<string, string>>({});
  const upload = useBillingMutation(billingApi.uploadCsd);
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Certificado de sello digital (CSD)</Heading>
      </Card.Header>
      <Card.Body>
        <VStack align="stretch" gap="3">
          {company.csd ? (
            <HStack wrap="wrap">
              <Badge colorPalette="green">Cargado</Badge>
              <Text fontSize="sm">
                No. {company.csd.number} · vigente del {formatDate(company.csd.validFrom)} al {formatDate(company.csd.validTo)}
              </Text>
            </HStack>
          ) : (
            <Text fontSize="sm" color="orange.600">
              Sin CSD: no se puede facturar hasta cargarlo.
            </Text>
          )}
          {canEdit && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!cer || !key || !password) {
                  setError({ form: 'Seleccione el .cer, el .key y escriba la contraseña de la llave.' });
                  return;
                }
                setError({});
                void (async () => {
                  try {
                    await upload.mutateAsync({ cer: await base64Of(cer), key: await base64Of(key), password });
                    setPassword('');
                    notify.success('CSD cargado');
                  } catch (e) {
                    reportError(e, (field, message) => setError((current) => ({ ...current, [field]: message })));
                  }
                })();
              }}
            >
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <Field.Root invalid={Boolean(error.cer)}>
                  <Field.Label>Certificado (.cer)</Field.Label>
                  <FilePicker accept=".cer" fileName={cer?.name ?? null} onSelect={setCer} />
                  <Field.ErrorText>{error.cer}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(error.key)}>
                  <Field.Label>Llave privada (.key)</Field.Label>
                  <FilePicker accept=".key" fileName={key?.name ?? null} onSelect={setKey} />
                  <Field.ErrorText>{error.key}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(error.password)}>
                  <Field.Label>Contraseña de la llave</Field.Label>
                  <Input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
                  <Field.ErrorText>{error.password}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              {error.form && (
                <Text color="red.600" fontSize="sm" mt="2">
                  {error.form}
                </Text>
              )}
              <HStack justify="end" mt="3">
                <Button type="submit" loading={upload.isPending}>
                  Cargar CSD
                </Button>
              </HStack>
            </form>
          )}
          <Text fontSize="xs" color="fg.muted">
            Se verifica que sea un CSD (no la e.firma), del RFC de la empresa, vigente y que la llave corresponda. La llave y su contraseña se guardan cifradas y nunca se muestran.
          </Text>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}

export function CompanyPage() {
  const company = useCompanyFiscal();
  const canEdit = useCan('editar');
  const update = useBillingMutation(billingApi.updateCompany);
  if (company.isLoading) return <LoadingState />;
  if (company.error || !company.data) return <ErrorState message={company.error?.message} onRetry={() => void company.refetch()} />;
  const c = company.data;
  const initial: Values = {
    rfc: c.rfc,
    businessName: c.businessName,
    regime: c.regime,
    zip: c.zip,
    address: c.address,
    email: c.email,
    isQuickSale: c.isQuickSale,
    quickSaleMethodId: c.quickSaleMethodId ? String(c.quickSaleMethodId) : '',
    pac: c.pac,
    pacUrl: c.pacUrl,
    pacUser: c.pacUser,
    pacPassword: '',
  };
  return (
    <>
      <PageHeader title="Empresa" description="Datos fiscales del emisor, certificado de sello digital y proveedor de timbrado" />
      <VStack align="stretch" gap="4" maxW="1000px">
        <Card.Root>
          <Card.Body>
            <FormikForm<Values>
              aria-label="Datos fiscales"
              initialValues={initial}
              enableReinitialize
              validationSchema={schema}
              onSubmit={async (values, helpers) => {
                try {
                  await update.mutateAsync({
                    rfc: values.rfc.trim().toUpperCase(),
                    businessName: values.businessName,
                    regime: values.regime,
                    zip: values.zip,
                    address: values.address,
                    email: values.email,
                    isQuickSale: values.isQuickSale,
                    quickSaleMethodId: values.quickSaleMethodId ? Number(values.quickSaleMethodId) : null,
                    pac: values.pac,
                    pacUrl: values.pacUrl,
                    pacUser: values.pacUser,
                    ...(values.pacPassword ? { pacPassword: values.pacPassword } : {}),
                  });
                  notify.updated();
                } catch (error) {
                  reportError(error, helpers.setFieldError);
                }
              }}
            >
              {({ values }) => (
                <VStack align="stretch" gap="4">
                  <Heading size="md">Datos fiscales</Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    <TextField name="rfc" label="RFC" required disabled={!canEdit} />
                    <TextField name="businessName" label="Razón social" required disabled={!canEdit} />
                    <SelectField name="regime" label="Régimen fiscal" required disabled={!canEdit} options={SAT_REGIMES.map((r) => ({ value: r.id, label: `${r.id} ${r.label}` }))} />
                    <TextField name="zip" label="Código postal (lugar de expedición)" required disabled={!canEdit} />
                    <TextField name="address" label="Domicilio" disabled={!canEdit} />
                    <TextField name="email" label="Correo de facturación" disabled={!canEdit} />
                  </SimpleGrid>
                  <Heading size="md">Venta rápida</Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    <SwitchField name="isQuickSale" label="Venta rápida en el punto de venta" disabled={!canEdit} />
                    <SelectField name="quickSaleMethodId" label="Forma de pago de la venta rápida" placeholder="Ninguna" disabled={!canEdit} options={PAYMENT_METHODS.map((m) => ({ value: String(m.id), label: m.name }))} />
                  </SimpleGrid>
                  <Heading size="md">Proveedor de timbrado (PAC)</Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    <SelectField
                      name="pac"
                      label="PAC"
                      required
                      disabled={!canEdit}
                      options={[
                        { value: 'sandbox', label: 'Sandbox (pruebas, sin validez fiscal)' },
                        { value: 'sw', label: 'SW Sapien (REST)' },
                      ]}
                    />
                    {values.pac === 'sw' && <TextField name="pacUrl" label="URL del servicio" required disabled={!canEdit} />}
                    {values.pac === 'sw' && <TextField name="pacUser" label="Usuario" disabled={!canEdit} />}
                    {values.pac === 'sw' && (
                      <PasswordField name="pacPassword" label={c.hasPacPassword ? 'Contraseña (dejar vacío para conservarla)' : 'Contraseña'} disabled={!canEdit} />
                    )}
                  </SimpleGrid>
                  {canEdit && (
                    <Box textAlign="end">
                      <SubmitButton>Guardar</SubmitButton>
                    </Box>
                  )}
                </VStack>
              )}
            </FormikForm>
          </Card.Body>
        </Card.Root>
        <CsdCard company={c} canEdit={canEdit} />
        <BorderRegionCard canEdit={canEdit} />
      </VStack>
    </>
  );
}
