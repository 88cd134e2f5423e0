// /alumnos/:idalum: one student's record, edited in place.
import { useNavigate, useParams } from 'react-router-dom';
import { studentsApi, useOne, useUpdate } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Button, Card, FormikForm, HStack, PageHeader, SubmitButton, VStack, type FormikHelpers } from '@mikro/ui';
import { fullName } from '../../shared/people';
import { RecordState } from '../../shared/RecordState';
import { applyFieldErrors } from '../../shared/fieldErrors';
import { StudentFields } from '../../shared/StudentFields';
import { enrollmentTakenMessage, studentInitialValues, studentSchema, toStudentInput, type StudentValues } from '../../shared/studentForm';

export function StudentRecordPage() {
  const navigate = useNavigate();
  const id = Number(useParams().idalum);
  const student = useOne(studentsApi, Number.isInteger(id) ? id : null, { join: [{ field: 'campus' }] });
  const update = useUpdate(studentsApi);
  const canEdit = useCan('editar');
  if (!Number.isInteger(id) || id <= 0) return <RecordState isLoading={false} error={{ statusCode: 404 }} onRetry={() => undefined} notFoundText="El alumno no existe" />;
  if (!student.data) return <RecordState isLoading={student.isLoading} error={student.error} onRetry={() => void student.refetch()} notFoundText="El alumno no existe" />;
  const submit = async (values: StudentValues, helpers: FormikHelpers<StudentValues>) => {
    try {
      const taken = await enrollmentTakenMessage(values.enrollment, id);
      if (taken) return helpers.setFieldError('enrollment', taken);
      await update.mutateAsync({ id, body: toStudentInput(values) });
    } catch (error) {
      applyFieldErrors(error, helpers);
    }
  };
  return (
    <>
      <PageHeader
        title={fullName(student.data)}
        description={`Matrícula ${student.data.enrollment}`}
        actions={
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => navigate('/alumnos')}>
              Volver
            </Button>
            <Button colorPalette="brand" variant="outline" onClick={() => navigate(`/colegio/alumnos/perfil/${id}`)}>
              Perfil y estado de cuenta
            </Button>
          </HStack>
        }
      />
      <Card.Root>
        <Card.Body>
          <FormikForm<StudentValues> aria-label="Datos del alumno" initialValues={studentInitialValues(student.data)} validationSchema={studentSchema} onSubmit={submit} enableReinitialize>
            <VStack align="stretch" gap="3">
              <fieldset disabled={!canEdit} style={{ display: 'contents' }}>
                <StudentFields campus={student.data.campus} />
              </fieldset>
              {canEdit && (
                <HStack justify="end">
                  <SubmitButton>Guardar</SubmitButton>
                </HStack>
              )}
            </VStack>
          </FormikForm>
        </Card.Body>
      </Card.Root>
    </>
  );
}
