// Prospect → student: the student form prefilled from the prospect; saving creates the student and marks
// the prospect 'inscrito'.
import { useNavigate } from 'react-router-dom';
import type { Prospect } from '@mikro/contracts';
import { prospectsApi, studentsApi, useCreate, useUpdate } from '@mikro/api-client';
import { FormDialog, Text, type FormikHelpers } from '@mikro/ui';
import { applyFieldErrors } from '../../shared/fieldErrors';
import { StudentFields } from '../../shared/StudentFields';
import { enrollmentTakenMessage, studentInitialValues, studentSchema, toStudentInput, type StudentValues } from '../../shared/studentForm';
import { studentFromProspect } from './prospectForm';

export function ConvertProspectDialog({ prospect, onClose }: { prospect: Prospect; onClose: () => void }) {
  const navigate = useNavigate();
  const createStudent = useCreate(studentsApi);
  const updateProspect = useUpdate(prospectsApi);
  const submit = async (values: StudentValues, helpers: FormikHelpers<StudentValues>) => {
    try {
      const taken = await enrollmentTakenMessage(values.enrollment, null);
      if (taken) return helpers.setFieldError('enrollment', taken);
      const student = await createStudent.mutateAsync(toStudentInput(values));
      await updateProspect.mutateAsync({ id: prospect.id, body: { status: 'inscrito' } });
      onClose();
      navigate(`/colegio/alumnos/perfil/${student.id}`);
    } catch (error) {
      applyFieldErrors(error, helpers);
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
        Revisa los datos del prospecto y completa la matrícula; después podrás inscribirlo a un ciclo desde su perfil.
      </Text>
      <StudentFields />
    </FormDialog>
  );
}
