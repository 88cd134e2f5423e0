// /colegio/ctrlescolar/planes-pago-colegio: payment plans (per level, study plan and grades); each one's
// concepts are edited on …/:id/concepts.
import { useNavigate } from 'react-router-dom';
import type { PaymentPlan, PaymentPlanInput } from '@mikro/contracts';
import { gradesApi, levelsApi, paymentPlansApi, resourceSource, studyPlansApi, useResourceOptions } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Button, CheckboxGroupField, ResourcePage, SelectField, SimpleGrid, SwitchField, TextField } from '@mikro/ui';
import { paymentPlanInitialValues, paymentPlanSchema, toPaymentPlanInput, type PaymentPlanValues } from './planForm';

const source = resourceSource(paymentPlansApi, { searchFields: ['name', 'description'], join: [{ field: 'level' }, { field: 'studyPlan' }, { field: 'paymentPlanConcepts', select: ['id'] }] });

function PlanFields() {
  const levels = useResourceOptions(levelsApi, (row) => row.name);
  const plans = useResourceOptions(studyPlansApi, (row) => row.name);
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  return (
    <>
      <TextField name="name" label="Nombre" required placeholder="Primaria 10 mensualidades" />
      <TextField name="description" label="Descripción" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="levelId" label="Nivel" placeholder="Cualquier nivel" options={levels.options} />
        <SelectField name="studyPlanId" label="Plan de estudio" placeholder="Cualquier plan" options={plans.options} />
      </SimpleGrid>
      <CheckboxGroupField name="grades" label="Grados (ninguno = todos los del nivel)" options={grades.options} direction="row" />
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}

export function PaymentPlansPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage<PaymentPlan, PaymentPlanValues, PaymentPlanInput, Partial<PaymentPlanInput>>
      title="Planes de pago"
      description="Qué conceptos se cobran al inscribir a un alumno, con su precio, meses y día de pago"
      noun="plan de pago"
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Plan', sortable: true },
        { key: 'level', header: 'Nivel', render: (row) => row.level?.name ?? 'Cualquiera' },
        { key: 'studyPlan', header: 'Plan de estudio', render: (row) => row.studyPlan?.name ?? 'Cualquiera' },
        { key: 'concepts', header: 'Conceptos', align: 'end', render: (row) => String(row.paymentPlanConcepts?.length ?? 0) },
      ]}
      rowActions={(row) => (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => navigate(`/colegio/ctrlescolar/planes-pago-colegio/${row.id}/concepts`)}>
          Conceptos
        </Button>
      )}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay planes de pago que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      form={{ initialValues: paymentPlanInitialValues, schema: paymentPlanSchema, toCreate: toPaymentPlanInput, toUpdate: toPaymentPlanInput, fields: () => <PlanFields />, size: 'lg' }}
    />
  );
}
