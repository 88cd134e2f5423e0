// /academias/conceptos: what the academies charge (enrolment, monthly fee, uniform…), with the SAT keys to invoice it.
// The screen is @mikro/ui's charge-concept kit (shared with the school's concepts) plus the concept's activity.
import * as yup from 'yup';
import { FIELD_LIMITS, type AcademyConcept, type AcademyConceptInput } from '@mikro/contracts';
import { academyConceptsApi, academyActivitiesApi, resourceSource, satKeySearch, useResourceOptions } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { CHARGE_CONCEPT_TYPES, ChargeConceptInvoicingFields, ChargeConceptPage, MESSAGES, SelectField, SimpleGrid, TextField, requiredString } from '@mikro/ui';

type Values = Required<Pick<AcademyConceptInput, 'name' | 'description' | 'activityId' | 'price' | 'satCode' | 'unitCode' | 'conceptType' | 'taxObject' | 'isActive'>>;

const source = resourceSource(academyConceptsApi, { searchFields: ['name', 'description', 'satCode'], join: [{ field: 'activity' }] });
const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.academyConcepts.name),
  price: yup.string().required(MESSAGES.required).matches(/^\d{1,11}(\.\d{1,2})?$/, 'Importe no válido (por ejemplo 950.00)'),
  satCode: yup.string().required(MESSAGES.required).matches(/^\d{8}$/, 'Clave de 8 dígitos'),
  unitCode: yup.string().required(MESSAGES.required),
});
const toInput = (values: Values): AcademyConceptInput => ({ ...values, name: values.name.trim() });

/** A concept's form; a new one is a one-time charge (a uniform, an enrolment), as the table's default says. */
export function conceptInitialValues(row: AcademyConcept | null): Values {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    activityId: row?.activityId ?? null,
    price: row?.price ?? '',
    satCode: row?.satCode ?? '86132000',
    unitCode: row?.unitCode ?? 'E48',
    conceptType: row?.conceptType ?? 'OneTime',
    taxObject: row?.taxObject ?? 'exento',
    isActive: row?.isActive ?? true,
  };
}

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
        <SelectField name="conceptType" label="Tipo de cobro" options={CHARGE_CONCEPT_TYPES} />
      </SimpleGrid>
      <ChargeConceptInvoicingFields search={satKeySearch} productHelper="Servicios educativos y deportivos" />
    </>
  );
}

export function ConceptsPage() {
  return (
    <ChargeConceptPage<AcademyConcept, Values, AcademyConceptInput, Partial<AcademyConceptInput>>
      title="Conceptos de academia"
      description="Inscripciones, mensualidades y otros cobros, con su clave SAT para facturar"
      source={source}
      permissions={useCrudPermissions()}
      extraColumns={[{ key: 'activity', header: 'Actividad', render: (row) => row.activity?.name ?? 'Todas', exportValue: (row) => row.activity?.name ?? 'Todas' }]}
      form={{
        initialValues: conceptInitialValues,
        schema,
        toCreate: toInput,
        toUpdate: toInput,
        fields: () => <ConceptFields />,
        size: 'lg',
      }}
    />
  );
}
