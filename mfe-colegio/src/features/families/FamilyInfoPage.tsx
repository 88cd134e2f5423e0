// /familias/:id and /familias/informacion/:id?: a family's data, its members (students) and its business
// names for invoicing. Without an id it creates a new family.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Student } from '@mikro/contracts';
import { familiesApi, studentsApi, toApiError, useCreate, useList, useOne, useUpdate, setServerFieldErrors } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { Box, Button, Card, ConfirmDialog, DataTable, FormikForm, Heading, HStack, LoadingState, PageHeader, SubmitButton, Text, VStack, type Column, type FormikHelpers } from '@mikro/ui';
import { fullName } from '../../shared/people';
import { RecordState } from '../../shared/RecordState';
import { ScholarshipsPanel } from '../../shared/ScholarshipsPanel';
import { StudentSearch } from '../../shared/StudentSearch';
import { BusinessNamesPanel } from './BusinessNamesPanel';
import { FamilyStatementPanel } from './FamilyStatementPanel';
import { TutorsPanel } from './TutorsPanel';
import { FamilyMessagesPanel } from './FamilyMessagesPanel';
import { FamilyFields } from '../../shared/FamilyFields';
import { familyInitialValues, familySchema, toFamilyInput, type FamilyValues } from '../../shared/familyForm';

export function FamilyInfoPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const family = useOne(familiesApi, id);
  const create = useCreate(familiesApi);
  const update = useUpdate(familiesApi);
  // The permissions the API checks: the families route's. This screen's own route (/familias/:id, which a new
  // family's /familias/informacion also matches) grants no `crear`, so asking it hid Crear familia from everyone.
  const mayEdit = useCanOn('/familias', 'editar');
  const mayCreate = useCanOn('/familias', 'crear');
  const canEdit = id ? mayEdit : mayCreate;
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <RecordState isLoading={false} error={{ statusCode: 404 }} onRetry={() => undefined} notFoundText="La familia no existe" />;
  if (id !== null && !family.data) return <RecordState isLoading={family.isLoading} error={family.error} onRetry={() => void family.refetch()} notFoundText="La familia no existe" />;

  const submit = async (values: FamilyValues, helpers: FormikHelpers<FamilyValues>) => {
    try {
      if (id) await update.mutateAsync({ id, body: toFamilyInput(values) });
      else {
        const created = await create.mutateAsync(toFamilyInput(values));
        navigate(`/familias/informacion/${created.id}`, { replace: true });
      }
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
    }
  };

  return (
    <>
      <PageHeader
        title={family.data?.name ?? 'Nueva familia'}
        description="Datos de contacto, integrantes y razones sociales para facturar"
        actions={
          <Button variant="outline" onClick={() => navigate('/familias')}>
            Volver
          </Button>
        }
      />
      <VStack align="stretch" gap="5">
        <Card.Root>
          <Card.Body>
            <FormikForm<FamilyValues> aria-label="Datos de la familia" initialValues={familyInitialValues(family.data ?? null)} validationSchema={familySchema} onSubmit={submit} enableReinitialize>
              <VStack align="stretch" gap="3">
                <FamilyFields />
                {canEdit && (
                  <HStack justify="end">
                    <SubmitButton>{id ? 'Guardar' : 'Crear familia'}</SubmitButton>
                  </HStack>
                )}
              </VStack>
            </FormikForm>
          </Card.Body>
        </Card.Root>
        {id && (
          <>
            <Box>
              <Heading size="md" mb="2">
                Integrantes
              </Heading>
              <FamilyMembers familyId={id} canEdit={canEdit} />
            </Box>
            <Box>
              <Heading size="md" mb="2">
                Estado de cuenta de la familia
              </Heading>
              <FamilyStatementPanel familyId={id} />
            </Box>
            <Box>
              <Heading size="md" mb="2">
                Becas de la familia
              </Heading>
              <FamilyScholarships familyId={id} />
            </Box>
            <Box>
              <Heading size="md" mb="2">
                Razones sociales
              </Heading>
              <BusinessNamesPanel familyId={id} canEdit={canEdit} />
            </Box>
            <TutorsPanel familyId={id} canEdit={canEdit} />
            <FamilyMessagesPanel familyId={id} />
          </>
        )}
      </VStack>
    </>
  );
}

/** Each child's scholarships, assigned and switched here as in the student's profile. */
function FamilyScholarships({ familyId }: { familyId: number }) {
  const members = useList(studentsApi, { filter: [{ field: 'familyId', operator: '$eq', value: familyId }], sort: [{ field: 'searchName', order: 'ASC' }], limit: 100 });
  const canGrant = useCanOn('/colegio/alumnos', 'editar');
  const rows = Array.isArray(members.data) ? members.data : (members.data?.data ?? []);
  if (members.isLoading) return <LoadingState label="Cargando las becas…" />;
  if (rows.length === 0) return <Text color="fg.muted">Agregue alumnos a la familia para asignarles becas.</Text>;
  return (
    <VStack align="stretch" gap="4">
      {rows.map((student) => (
        <Box key={student.id} borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="semibold" mb="2">
            {fullName(student)} · {student.enrollment}
          </Text>
          <ScholarshipsPanel studentId={student.id} studentName={fullName(student)} canEdit={canGrant} />
        </Box>
      ))}
    </VStack>
  );
}

function FamilyMembers({ familyId, canEdit }: { familyId: number; canEdit: boolean }) {
  const navigate = useNavigate();
  const members = useList(studentsApi, { filter: [{ field: 'familyId', operator: '$eq', value: familyId }], join: [{ field: 'grade' }, { field: 'classroom' }], sort: [{ field: 'searchName', order: 'ASC' }], limit: 100 });
  const update = useUpdate(studentsApi);
  const [removing, setRemoving] = useState<Student | null>(null);
  const rows = Array.isArray(members.data) ? members.data : (members.data?.data ?? []);
  const columns: Column<Student>[] = [
    { key: 'enrollment', header: 'Matrícula' },
    { key: 'name', header: 'Alumno', render: fullName },
    { key: 'grade', header: 'Grado y grupo', render: (student) => [student.grade?.name, student.classroom?.name].filter(Boolean).join(' · ') },
  ];
  return (
    <>
      <DataTable<Student>
        caption="Integrantes"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        isLoading={members.isLoading}
        error={members.error ? toApiError(members.error).message : null}
        onRetry={() => void members.refetch()}
        rowKey="id"
        emptyText="La familia aún no tiene alumnos"
        toolbar={canEdit && <Box minW={{ base: 'full', md: '360px' }}><StudentSearch label="Agregar alumno a la familia" actionText="Agregar" onPick={(student) => update.mutate({ id: student.id, body: { familyId } })} /></Box>}
        actions={(student) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => navigate(`/colegio/alumnos/perfil/${student.id}`)}>
              Perfil
            </Button>
            {canEdit && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(student)}>
                Quitar
              </Button>
            )}
          </HStack>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Quitar de la familia"
        body={`${removing ? fullName(removing) : ''} dejará de pertenecer a esta familia. ¿Desea continuar?`}
        confirmText="Quitar"
        destructive
        onConfirm={async () => {
          if (removing) await update.mutateAsync({ id: removing.id, body: { familyId: null } });
        }}
      />
    </>
  );
}
