// /prospectos/:idalum: one prospect, edited in place, and its conversion into a student.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { prospectsApi, useOne, useUpdate, setServerFieldErrors } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Button, Card, FormikForm, HStack, PageHeader, SubmitButton, VStack, type FormikHelpers } from '@mikro/ui';
import { fullName } from '../../shared/people';
import { RecordState } from '../../shared/RecordState';
import { ConvertProspectDialog } from './ConvertProspectDialog';
import { ProspectFields } from './ProspectFields';
import { prospectInitialValues, prospectSchema, toProspectInput, type ProspectValues } from './prospectForm';
import { ProspectStatusBadge } from './ProspectsPage';

export function ProspectDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().idalum);
  const prospect = useOne(prospectsApi, Number.isInteger(id) ? id : null);
  const update = useUpdate(prospectsApi);
  const canEdit = useCan('editar');
  const [converting, setConverting] = useState(false);
  if (!Number.isInteger(id) || id <= 0) return <RecordState isLoading={false} error={{ statusCode: 404 }} onRetry={() => undefined} notFoundText="El prospecto no existe" />;
  if (!prospect.data) return <RecordState isLoading={prospect.isLoading} error={prospect.error} onRetry={() => void prospect.refetch()} notFoundText="El prospecto no existe" />;
  const submit = async (values: ProspectValues, helpers: FormikHelpers<ProspectValues>) => {
    try {
      await update.mutateAsync({ id, body: toProspectInput(values) });
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
    }
  };
  return (
    <>
      <PageHeader
        title={fullName(prospect.data)}
        description={<ProspectStatusBadge status={prospect.data.status} />}
        actions={
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => navigate('/prospectos')}>
              Volver
            </Button>
            {prospect.data.status !== 'inscrito' && (
              <Button colorPalette="green" onClick={() => setConverting(true)}>
                Convertir en alumno
              </Button>
            )}
          </HStack>
        }
      />
      <Card.Root>
        <Card.Body>
          <FormikForm<ProspectValues> aria-label="Datos del prospecto" initialValues={prospectInitialValues(prospect.data)} validationSchema={prospectSchema} onSubmit={submit} enableReinitialize>
            <VStack align="stretch" gap="3">
              <ProspectFields />
              {canEdit && (
                <HStack justify="end">
                  <SubmitButton>Guardar</SubmitButton>
                </HStack>
              )}
            </VStack>
          </FormikForm>
        </Card.Body>
      </Card.Root>
      {converting && <ConvertProspectDialog prospect={prospect.data} onClose={() => setConverting(false)} />}
    </>
  );
}
