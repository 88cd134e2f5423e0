// /academias/conceptos: what the academies charge (enrolment, monthly fee, uniform…), with the SAT keys to invoice it.
import * as yup from 'yup';
import type { AcademyConcept, AcademyConceptInput } from '@mikro/contracts';
import { academyConceptsApi, academyActivitiesApi, resourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Badge, CodeSearchField, MESSAGES, ResourcePage, SelectField, SimpleGrid, SwitchField, TextField, formatMoney, maxLengthMessage, requiredString } from '@mikro/ui';
import { searchSatProductCodes, searchSatUnits, useResourceOptions } from '../../shared/options';

export const CONCEPT_TYPES = [
  { value: 'Monthly', label: 'Mensual' },
  { value: 'OneTime', label: 'Pago único' },
];

type Values = { name: string; description: string; activityId: number | null; price: string; satCode: string; unitCode: string; conceptType: string; withIva: boolean; isActive: boolean };

const source = resourceSource(academyConceptsApi, { searchFields: ['name', 'description', 'satCode'], join: [{ field: 'activity' }] });
const schema = yup.object({
  name: requiredString().max(150, maxLengthMessage(150)),
  price: yup.string().required(MESSAGES.required).matches(/^\d{1,11}(\.\d{1,2})?$/, 'Importe no válido (por ejemplo 950.00)'),
  satCode: yup.string().required(MESSAGES.required).matches(/^\d{8}$/, 'Clave de 8 dígitos'),
  unitCode: yup.string().required(MESSAGES.required),
});
const toInput = (values: Values): AcademyConceptInput => ({ ...values, name: values.name.trim() });

function ConceptFields() {
  const activities = useResourceOptions(academyActivitiesApi, (row) => row.name);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="name" label="Nombre" required placeholder="Mensualidad natación" />
        <TextField name="price" label="Precio" required inputMode="decimal" placeholder="950.00" />
      </SimpleGrid>
      <TextField name="description" label="Descripción" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="activityId" label="Actividad" placeholder="Todas" options={activities.options} />
        <SelectField name="conceptType" label="Tipo de cobro" options={CONCEPT_TYPES} />
      </SimpleGrid>
      <CodeSearchField name="satCode" label="Clave SAT del concepto" required search={searchSatProductCodes} helper="Servicios educativos y deportivos" />
      <CodeSearchField name="unitCode" label="Unidad SAT" required search={searchSatUnits} minChars={2} placeholder="E48, servicio…" />
      <SimpleGrid columns={2} gap="3">
        <SwitchField name="withIva" label="Causa IVA" />
        <SwitchField name="isActive" label="Activo" />
      </SimpleGrid>
    </>
  );
}

export function ConceptsPage() {
  return (
    <ResourcePage<AcademyConcept, Values, AcademyConceptInput, Partial<AcademyConceptInput>>
      title="Conceptos de academia"
      description="Inscripciones, mensualidades y otros cobros, con su clave SAT para facturar"
      noun="concepto"
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Concepto', sortable: true },
        { key: 'activity', header: 'Actividad', render: (row) => row.activity?.name ?? 'Todas', exportValue: (row) => row.activity?.name ?? 'Todas' },
        { key: 'price', header: 'Precio', align: 'end', sortable: true, render: (row) => formatMoney(row.price) },
        { key: 'conceptType', header: 'Tipo', render: (row) => CONCEPT_TYPES.find((type) => type.value === row.conceptType)?.label ?? row.conceptType },
        { key: 'satCode', header: 'Clave SAT' },
        { key: 'unitCode', header: 'Unidad' },
        { key: 'withIva', header: 'IVA', render: (row) => (row.withIva ? <Badge>Con IVA</Badge> : 'Exento') },
      ]}
      filters={[{ field: 'conceptType', label: 'Tipo', options: CONCEPT_TYPES }]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay conceptos que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      form={{
        initialValues: (row) => ({
          name: row?.name ?? '',
          description: row?.description ?? '',
          activityId: row?.activityId ?? null,
          price: row?.price ?? '',
          satCode: row?.satCode ?? '86132000',
          unitCode: row?.unitCode ?? 'E48',
          conceptType: row?.conceptType ?? 'Monthly',
          withIva: row?.withIva ?? false,
          isActive: row?.isActive ?? true,
        }),
        schema,
        toCreate: toInput,
        toUpdate: toInput,
        fields: () => <ConceptFields />,
        size: 'lg',
      }}
    />
  );
}
