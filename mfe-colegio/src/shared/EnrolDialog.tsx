// Enrol one student into a cycle, grade, group and payment plan: the server writes the inscription and its
// charges in one transaction (the same student twice in a cycle is refused), from the month the plan starts —
// by default the enrolment month, so a late arrival is not billed for the months before it.
import { useEffect } from 'react';
import * as yup from 'yup';
import type { EnrolStudentRequest, InscriptionDetail } from '@mikro/contracts';
import { classroomsApi, cyclesResourceApi, gradesApi, paymentPlansApi, schoolApi, useResourceOptions, setServerFieldErrors } from '@mikro/api-client';
import { useSession } from '@mikro/session';
import { FormDialog, MESSAGES, notify, SelectField, SimpleGrid, TextField, useFormikContext } from '@mikro/ui';
import { formatYearMonth, institutionToday, parseYearMonth, planStartMonth } from '@mikro/domain';
import { useSchoolMutation } from './useSchoolMutation';

interface EnrolValues {
  cycleId: number | null;
  gradeId: number | null;
  classroomId: number | null;
  paymentPlanId: number | null;
  inscriptionDate: string;
  /** 'YYYY-MM': the first month the plan charges; follows the enrolment date until the desk changes it. */
  startMonth: string;
}

const schema = yup.object({
  cycleId: yup.number().nullable().required(MESSAGES.required),
  gradeId: yup.number().nullable().required(MESSAGES.required),
  paymentPlanId: yup.number().nullable().required(MESSAGES.required),
  inscriptionDate: yup.string().required(MESSAGES.required),
  startMonth: yup
    .string()
    .required(MESSAGES.required)
    .test('month', 'Escriba un mes válido (AAAA-MM)', (value) => !value || parseYearMonth(value) !== null),
});

const enrolmentMonth = (day: string) => {
  try {
    return formatYearMonth(planStartMonth(day));
  } catch {
    return '';
  }
};

/** Keeps the start month on the enrolment month while nobody has chosen another. */
function StartMonthFollowsDate() {
  const { values, touched, setFieldValue } = useFormikContext<EnrolValues>();
  useEffect(() => {
    if (!touched.startMonth) void setFieldValue('startMonth', enrolmentMonth(values.inscriptionDate), false);
  }, [values.inscriptionDate, touched.startMonth, setFieldValue]);
  return null;
}


function EnrolFields() {
  const { values } = useFormikContext<EnrolValues>();
  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  const classrooms = useResourceOptions(classroomsApi, (row) => row.name, { filters: values.gradeId ? [{ field: 'gradeId', operator: '$eq', value: values.gradeId }] : [], enabled: values.gradeId !== null });
  const plans = useResourceOptions(paymentPlansApi, (row) => row.name, { filters: [{ field: 'isActive', operator: '$eq', value: true }] });
  const classroomOptions = classrooms.rows.filter((row) => row.cycleId === null || row.cycleId === values.cycleId).map((row) => ({ value: row.id, label: row.name }));
  const planOptions = plans.rows.filter((plan) => !values.gradeId || plan.grades.length === 0 || plan.grades.includes(values.gradeId)).map((plan) => ({ value: plan.id, label: plan.name }));
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="cycleId" label="Ciclo" required placeholder="Seleccione…" options={cycles.options} />
        <TextField name="inscriptionDate" label="Fecha de inscripción" type="date" required />
        <SelectField name="gradeId" label="Grado" required placeholder="Seleccione…" options={grades.options} />
        <SelectField name="classroomId" label="Grupo" placeholder="Sin grupo" options={classroomOptions} />
        <TextField
          name="startMonth"
          label="Cobrar desde el mes"
          type="month"
          required
          helper="Por omisión, el mes de inscripción: los meses anteriores no se cobran. Un cargo que ya venció vence el día de la inscripción."
        />
      </SimpleGrid>
      <StartMonthFollowsDate />
      <SelectField name="paymentPlanId" label="Plan de pago" required placeholder="Seleccione…" options={planOptions} helper="Sus conceptos generan los cargos del ciclo del alumno" />
    </>
  );
}

export function EnrolDialog({ student, onClose, onEnrolled }: { student: { id: number; name: string; gradeId: number | null; classroomId: number | null; paymentPlanId: number | null }; onClose: () => void; onEnrolled?: (inscription: InscriptionDetail) => void }) {
  const { currentCycle } = useSession();
  const enrol = useSchoolMutation((body: EnrolStudentRequest) => schoolApi.enrol(body));
  return (
    <FormDialog<EnrolValues>
      open
      size="lg"
      title={`Inscribir a ${student.name}`}
      submitText="Inscribir"
      onClose={onClose}
      initialValues={{ cycleId: currentCycle?.id ?? null, gradeId: student.gradeId, classroomId: student.classroomId, paymentPlanId: student.paymentPlanId, inscriptionDate: institutionToday(), startMonth: enrolmentMonth(institutionToday()) }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const inscription = await enrol.mutateAsync({
            studentId: student.id,
            cycleId: values.cycleId as number,
            gradeId: values.gradeId as number,
            classroomId: values.classroomId,
            paymentPlanId: values.paymentPlanId as number,
            inscriptionDate: values.inscriptionDate,
            startMonth: values.startMonth,
          });
          notify.success(`${student.name} quedó inscrito en ${inscription.cycle.name}`);
          onEnrolled?.(inscription);
          onClose();
        } catch (error) {
          const apiError = setServerFieldErrors(error, helpers.setFieldError);
          notify.error(apiError.message);
        }
      }}
    >
      <EnrolFields />
    </FormDialog>
  );
}
