// /colegio/alumnos/planestudios/conceptos: what the school charges (enrolment, tuition, materials…), with
// the SAT product key searched in SAT's catalogue, unit, grades, quantity, type, start day and IVA. The screen
// is @mikro/ui's charge-concept kit (shared with the academies' concepts) plus the school's own fields.
import type { SchoolConcept, SchoolConceptInput } from '@mikro/contracts';
import { gradesApi, resourceSource, satKeySearch, schoolConceptsApi, useResourceOptions } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { CHARGE_CONCEPT_TYPES, ChargeConceptInvoicingFields, ChargeConceptPage, CheckboxGroupField, SelectField, SimpleGrid, TextField } from '@mikro/ui';
import { schoolConceptInitialValues, schoolConceptSchema, toSchoolConceptInput, type SchoolConceptValues } from './conceptForm';

const source = resourceSource(schoolConceptsApi, { searchFields: ['name', 'description', 'satCode'] });

function ConceptFields() {
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="name" label="Nombre" required placeholder="Colegiatura" />
        <TextField name="price" label="Precio" required inputMode="decimal" placeholder="2500.00" />
      </SimpleGrid>
      <TextField name="description" label="Descripción" />
      <ChargeConceptInvoicingFields search={satKeySearch} productHelper="Servicios educativos: 86121500 y siguientes" besideUnit={<TextField name="unity" label="Unidad (texto)" />}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField name="quantity" label="Cantidad" type="number" min={1} />
          <SelectField name="conceptType" label="Tipo de cobro" options={CHARGE_CONCEPT_TYPES} />
          <TextField name="startDay" label="Día de inicio" type="number" min={1} max={31} />
        </SimpleGrid>
        <CheckboxGroupField name="grades" label="Grados a los que aplica (ninguno = todos)" options={grades.options} direction="row" />
      </ChargeConceptInvoicingFields>
    </>
  );
}

export function SchoolConceptsPage() {
  return (
    <ChargeConceptPage<SchoolConcept, SchoolConceptValues, SchoolConceptInput, Partial<SchoolConceptInput>>
      title="Conceptos de cobro del colegio"
      description="Inscripción, colegiaturas, materiales…: lo que los planes de pago cobran, con su clave SAT para facturar"
      source={source}
      permissions={useCrudPermissions()}
      form={{ initialValues: schoolConceptInitialValues, schema: schoolConceptSchema, toCreate: toSchoolConceptInput, toUpdate: toSchoolConceptInput, fields: () => <ConceptFields />, size: 'lg' }}
    />
  );
}
