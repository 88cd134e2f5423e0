// /folios: the series and the next folio of each kind of document.
import * as yup from 'yup';
import { billingApi, useBillingMutation, useFolios, type Folios } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Box, Card, ErrorState, FormikForm, LoadingState, PageHeader, SimpleGrid, SubmitButton, Text, TextField, VStack, notify } from '@mikro/ui';
import { reportError } from '../../shared/errors';

type Values = Record<keyof Folios, string>;
const KINDS: { serie: keyof Folios; folio: keyof Folios; label: string }[] = [
  { serie: 'serieFactura', folio: 'foliajeFactura', label: 'Facturas' },
  { serie: 'serieNota', folio: 'foliajeNota', label: 'Notas de crédito' },
  { serie: 'seriePago', folio: 'foliajePago', label: 'Complementos de pago' },
  { serie: 'serieCotizacion', folio: 'folioCotizacion', label: 'Cotizaciones' },
];
const folio = yup.string().required('Este campo es requerido').matches(/^[1-9]\d{0,9}$/, 'Número entero mayor que cero');
const serie = yup.string().matches(/^[A-Za-z0-9]{0,25}$/, 'Letras y números, hasta 25');

export function FoliosPage() {
  const folios = useFolios();
  const canEdit = useCan('editar');
  const save = useBillingMutation(billingApi.updateFolios);
  if (folios.isLoading) return <LoadingState />;
  if (folios.error || !folios.data) return <ErrorState message={folios.error?.message} onRetry={() => void folios.refetch()} />;
  const initial = Object.fromEntries(Object.entries(folios.data).map(([k, v]) => [k, String(v)])) as Values;
  return (
    <>
      <PageHeader title="Folios" description="Serie y siguiente folio de cada tipo de documento" />
      <Card.Root maxW="760px">
        <Card.Body>
          <FormikForm<Values>
            aria-label="Series y folios"
            initialValues={initial}
            enableReinitialize
            validationSchema={yup.object(Object.fromEntries(KINDS.flatMap((k) => [[k.serie, serie], [k.folio, folio]])))}
            onSubmit={async (values, helpers) => {
              try {
                await save.mutateAsync(Object.fromEntries(KINDS.flatMap((k) => [[k.serie, values[k.serie]], [k.folio, Number(values[k.folio])]])));
                notify.updated();
              } catch (error) {
                reportError(error, helpers.setFieldError);
              }
            }}
          >
            <VStack align="stretch" gap="3">
              {KINDS.map((k) => (
                <Box key={k.serie}>
                  <Text fontWeight="medium" mb="1">
                    {k.label}
                  </Text>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    <TextField name={k.serie} label="Serie" disabled={!canEdit} />
                    <TextField name={k.folio} label="Siguiente folio" disabled={!canEdit} />
                  </SimpleGrid>
                </Box>
              ))}
              {canEdit && (
                <Box textAlign="end">
                  <SubmitButton>Guardar</SubmitButton>
                </Box>
              )}
            </VStack>
          </FormikForm>
        </Card.Body>
      </Card.Root>
    </>
  );
}
