// /colegio/alumnos/planestudios/conceptos: what the school charges (enrolment, tuition, materials…), with
// the SAT product key searched in SAT's catalogue, unit, grades, quantity, type, start day and IVA.
import type { SchoolConcept, SchoolConceptInput } from '@mikro/contracts';
import { gradesApi, helpersApi, resourceSource, schoolConceptsApi } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Badge, CheckboxGroupField, CodeSearchField, formatMoney, ResourcePage, SelectField, SimpleGrid, SwitchField, TextField, type CodeOption } from '@mikro/ui';
import { useResourceOptions } from '../../shared/useOptions';
import { CONCEPT_TYPES, schoolConceptInitialValues, schoolConceptSchema, toSchoolConceptInput, type SchoolConceptValues } from './conceptForm';

const source = resourceSource(schoolConceptsApi, { searchFields: ['name', 'description', 'satCode'] });

/** c_ClaveProdServ by code or words, from the helpers host. */
export async function searchSatProductCodes(text: string): Promise<CodeOption[]> {
  const page = await helpersApi.list<CodeOption>('prodserv-codes', { search: text, limit: 8 });
  return page.data.map((item) => ({ code: String(item.code), name: String(item.name) }));
}

async function searchSatUnits(text: string): Promise<CodeOption[]> {
  const page = await helpersApi.list<CodeOption>('measure-units', { search: text, limit: 8 });
  return page.data.map((item) => ({ code: String(item.code), name: String(item.name) }));
}

function ConceptFields() {
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="name" label="Nombre" required placeholder="Colegiatura" />
        <TextField name="price" label="Precio" required inputMode="decimal" placeholder="2500.00" />
      </SimpleGrid>
      <TextField name="description" label="Descripción" />
      <CodeSearchField name="satCode" label="Clave SAT del concepto" required search={searchSatProductCodes} helper="Servicios educativos: 86121500 y siguientes" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <CodeSearchField name="unitCode" label="Unidad SAT" required search={searchSatUnits} minChars={2} placeholder="E48, servicio…" />
        <TextField name="unity" label="Unidad (texto)" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="quantity" label="Cantidad" type="number" min={1} />
        <SelectField name="conceptType" label="Tipo de cobro" options={CONCEPT_TYPES} />
        <TextField name="startDay" label="Día de inicio" type="number" min={1} max={31} />
      </SimpleGrid>
      <CheckboxGroupField name="grades" label="Grados a los que aplica (ninguno = todos)" options={grades.options} direction="row" />
      <SimpleGrid columns={2} gap="3">
        <SwitchField name="withIva" label="Causa IVA" />
        <SwitchField name="isActive" label="Activo" />
      </SimpleGrid>
    </>
  );
}

export function SchoolConceptsPage() {
  return (
    <ResourcePage<SchoolConcept, SchoolConceptValues, SchoolConceptInput, Partial<SchoolConceptInput>>
      title="Conceptos de cobro del colegio"
      description="Inscripción, colegiaturas, materiales…: lo que los planes de pago cobran, con su clave SAT para facturar"
      noun="concepto"
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Concepto', sortable: true },
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
      form={{ initialValues: schoolConceptInitialValues, schema: schoolConceptSchema, toCreate: toSchoolConceptInput, toUpdate: toSchoolConceptInput, fields: () => <ConceptFields />, size: 'lg' }}
    />
  );
}
