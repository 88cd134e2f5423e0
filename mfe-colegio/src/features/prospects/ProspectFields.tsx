import { gradesApi, useResourceOptions } from '@mikro/api-client';
import { SelectField, SimpleGrid, TextField } from '@mikro/ui';
import { PROSPECT_STATUSES } from './prospectForm';

export function ProspectFields() {
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="name" label="Nombre(s)" required />
        <TextField name="lastNameFather" label="Apellido paterno" />
        <TextField name="lastNameMother" label="Apellido materno" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="curp" label="CURP" maxLength={18} textTransform="uppercase" />
        <TextField name="birthDate" label="Fecha de nacimiento" type="date" />
        <SelectField name="gradeId" label="Grado de interés" placeholder="Sin definir" options={grades.options} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="tutorName" label="Tutor" />
        <TextField name="phone" label="Teléfono" type="tel" />
        <TextField name="email" label="Correo" type="email" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="source" label="¿Cómo se enteró?" placeholder="Redes sociales, recomendación…" />
        <SelectField name="status" label="Seguimiento" options={PROSPECT_STATUSES.map((status) => ({ value: status.value, label: status.label }))} />
      </SimpleGrid>
      <TextField name="notes" label="Notas" />
    </>
  );
}
