// Create or edit a student in a dialog.
import type { Student } from '@mikro/contracts';
import { studentsApi, useCreate, useUpdate } from '@mikro/api-client';
import { FormDialog, type FormikHelpers } from '@mikro/ui';
import { applyFieldErrors } from '../../shared/fieldErrors';
import { StudentFields } from '../../shared/StudentFields';
import { enrollmentTakenMessage, studentInitialValues, studentSchema, toStudentInput, type StudentValues } from '../../shared/studentForm';

export function StudentFormDialog({ student, onClose, onSaved }: { student: Student | null; onClose: () => void; onSaved?: (student: Student) => void }) {
  const create = useCreate(studentsApi);
  const update = useUpdate(studentsApi);
  const submit = async (values: StudentValues, helpers: FormikHelpers<StudentValues>) => {
    try {
      const taken = await enrollmentTakenMessage(values.enrollment, student?.id ?? null);
      if (taken) return helpers.setFieldError('enrollment', taken);
      const saved = student ? await update.mutateAsync({ id: student.id, body: toStudentInput(values) }) : await create.mutateAsync(toStudentInput(values));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyFieldErrors(error, helpers);
    }
  };
  return (
    <FormDialog<StudentValues>
      open
      size="xl"
      onClose={onClose}
      title={student ? 'Editar alumno' : 'Nuevo alumno'}
      initialValues={studentInitialValues(student)}
      validationSchema={studentSchema}
      onSubmit={submit}
    >
      <StudentFields campus={student?.campus} />
    </FormDialog>
  );
}
