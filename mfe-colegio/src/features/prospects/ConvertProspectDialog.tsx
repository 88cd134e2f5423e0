// Prospect → student: the student form prefilled from the prospect; saving is one call that creates the
// student and marks the prospect 'inscrito' together (a refusal changes neither).
import { useNavigate } from 'react-router-dom';
import type { Prospect, StudentInput } from '@mikro/contracts';
import { prospectsApi, resourceKeys, schoolApi, studentsApi, toApiError } from '@mikro/api-client';
import { FormDialog, notify, Text, type FormikHelpers } from '@mikro/ui';
import { applyFieldErrors } from '../../shared/fieldErrors';
import { StudentFields } from '../../shared/StudentFields';
import { useSchoolMutation } from '../../shared/useSchoolMutation';
import { enrollmentTakenMessage, studentInitialValues, studentSchema, toStudentInput, type StudentValues } from '../../shared/studentForm';
import { studentFromProspect } from './prospectForm';

export function ConvertProspectDialog({ prospect, onClose }: { prospect: Prospect; onClose: () => void }) {
  const navigate = useNavigate();
  // The new student is listed, and the prospect shows 'inscrito'.
  const convert = useSchoolMutation((body: StudentInput) => schoolApi.convertProspect(prospect.id, body), [resourceKeys.all(prospectsApi), resourceKeys.all(studentsApi)]);
  const submit = async (values: StudentValues, helpers: FormikHelpers<StudentValues>) => {
    try {
      const taken = await enrollmentTakenMessage(values.enrollment, null);
      if (taken) return helpers.setFieldError('enrollment', taken);
      const { student } = await convert.mutateAsync(toStudentInput(values));
      notify.success(`${student.name} ya es alumno (matrícula ${student.enrollment})`);
      onClose();
      navigate(`/colegio/alumnos/perfil/${student.id}`);
    } catch (error) {
      const apiError = toApiError(error);
      applyFieldErrors(error, helpers);
      if (!apiError.fields?.length) notify.error(apiError.message);
    }
  };
  return (
    <FormDialog<StudentValues>
      open
      size="xl"
      onClose={onClose}
      title="Convertir en alumno"
      submitText="Crear alumno"
      initialValues={studentFromProspect(prospect, studentInitialValues(null))}
      validationSchema={studentSchema}
      onSubmit={submit}
    >
      <Text fontSize="sm" color="fg.muted">
        Revise los datos del prospecto y complete la matrícula; después podrá inscribirlo a un ciclo desde su perfil.
      </Text>
      <StudentFields />
    </FormDialog>
  );
}
