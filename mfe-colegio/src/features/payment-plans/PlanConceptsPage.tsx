// /colegio/ctrlescolar/planes-pago-colegio/:id?/concepts: a payment plan's concepts — price, due day,
// month, quantity and an active flag that is toggled, edited or added. Without an id, pick the plan first.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentPlanConcept } from '@mikro/contracts';
import { paymentPlanConceptsApi, paymentPlansApi, resourceKeys, useCreate, useDelete, useOne, useUpdate, useResourceOptions, setServerFieldErrors } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import {
  Button,
  type Column,
  ConfirmDialog,
  DataTable,
  Field,
  FormDialog,
  formatMoney,
  HStack,
  PageHeader,
  pagedResultProps,
  SelectInput,
  Switch,
  useTableState,
  type FormikHelpers,
} from '@mikro/ui';
import { pagedListQuery } from '../../shared/listQuery';
import { RecordState } from '../../shared/RecordState';
import { monthsLabel, planConceptInitialValues, planConceptSchema, toPlanConceptInput, type PlanConceptValues } from './conceptForm';
import { ConceptLineFields } from '../../shared/ConceptLineFields';

const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;
const monthsOf = (row: PaymentPlanConcept) => monthsLabel(row.months?.length ? row.months : row.month ? [row.month] : [], row.concept?.conceptType);

export function PlanConceptsPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const plans = useResourceOptions(paymentPlansApi, (row) => row.name);
  const plan = useOne(paymentPlansApi, id);

  const picker = (
    <Field.Root maxW="sm">
      <Field.Label>Plan de pago</Field.Label>
      <SelectInput
        placeholder="Seleccione un plan…"
        options={plans.options}
        value={id}
        onChange={(planId) => planId !== null && navigate(`/colegio/ctrlescolar/planes-pago-colegio/${planId}/concepts`)}
      />
    </Field.Root>
  );

  if (id === null || !Number.isInteger(id))
    return (
      <>
        <PageHeader title="Conceptos del plan de pago" description="Elija el plan de pago cuyos conceptos quiere ver o cambiar" />
        {picker}
      </>
    );
  if (!plan.data) return <RecordState isLoading={plan.isLoading} error={plan.error} onRetry={() => void plan.refetch()} notFoundText="El plan de pago no existe" />;
  return (
    <>
      <PageHeader
        title={`Conceptos · ${plan.data.name}`}
        description="Cada concepto con su precio, mes y día de pago; al inscribir a un alumno se copian a su inscripción"
        actions={
          <Button variant="outline" onClick={() => navigate('/colegio/ctrlescolar/planes-pago-colegio')}>
            Volver a los planes
          </Button>
        }
      />
      <ConceptsTable planId={id} />
    </>
  );
}

function ConceptsTable({ planId }: { planId: number }) {
  const table = useTableState({ sort: DEFAULT_SORT });
  const permissions = useCrudPermissions();
  const [editing, setEditing] = useState<PaymentPlanConcept | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PaymentPlanConcept | null>(null);
  const query = pagedListQuery({ ...table, sort: table.sort ?? DEFAULT_SORT, searchFields: [], filters: [{ field: 'paymentPlanId', operator: '$eq', value: planId }], join: [{ field: 'concept' }] });
  const list = useQuery({ queryKey: resourceKeys.list(paymentPlanConceptsApi, query), queryFn: () => paymentPlanConceptsApi.listPaged(query), placeholderData: keepPreviousData });
  const create = useCreate(paymentPlanConceptsApi);
  const update = useUpdate(paymentPlanConceptsApi);
  const remove = useDelete(paymentPlanConceptsApi);

  const columns: Column<PaymentPlanConcept>[] = [
    { key: 'concept', header: 'Concepto', render: (row) => row.concept?.name ?? '' },
    { key: 'months', header: 'Meses', render: monthsOf },
    { key: 'paymentDay', header: 'Día de pago', sortable: true, align: 'end' },
    { key: 'quantity', header: 'Cantidad', align: 'end' },
    { key: 'price', header: 'Precio', sortable: true, align: 'end', render: (row) => formatMoney(row.price) },
    {
      key: 'isActive',
      header: 'Activo',
      render: (row) => (
        <Switch.Root size="sm" checked={row.isActive} disabled={!permissions.edit || update.isPending} onCheckedChange={(details) => update.mutate({ id: row.id, body: { isActive: details.checked } })}>
          <Switch.HiddenInput aria-label={`Activo: ${row.concept?.name ?? ''} ${monthsOf(row)}`} />
          <Switch.Control />
        </Switch.Root>
      ),
    },
  ];

  const submit = async (values: PlanConceptValues, helpers: FormikHelpers<PlanConceptValues>) => {
    try {
      const body = toPlanConceptInput(planId, values);
      if (editing) await update.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync(body);
      setEditing(undefined);
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
    }
  };

  return (
    <>
      <DataTable<PaymentPlanConcept>
        caption="Conceptos del plan"
        columns={columns}
        rowKey="id"
        {...table.controls}
        onSearchChange={undefined}
        {...pagedResultProps(list)}
        emptyText="El plan aún no tiene conceptos"
        toolbar={
          permissions.create && (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
              Agregar concepto
            </Button>
          )
        }
        actions={(row) => (
          <HStack gap="1">
            {permissions.edit && (
              <Button size="xs" variant="outline" onClick={() => setEditing(row)}>
                Editar
              </Button>
            )}
            {permissions.delete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                Eliminar
              </Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && (
        <FormDialog<PlanConceptValues> open onClose={() => setEditing(undefined)} title={editing ? 'Editar concepto del plan' : 'Agregar concepto al plan'} initialValues={planConceptInitialValues(editing)} validationSchema={planConceptSchema} onSubmit={submit}>
          <ConceptLineFields chooseConcept monthsHint="ninguno = cada mes del ciclo; pago único: el primero" />
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar concepto del plan"
        body={`Se quitará «${deleting?.concept?.name ?? ''} · ${deleting ? monthsOf(deleting) : ''}» del plan. Las inscripciones ya hechas conservan sus cargos. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
