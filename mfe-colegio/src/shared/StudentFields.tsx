// The student form's fields (inside a formik form over StudentValues).
import { campusesApi, classroomsApi, familiesApi, gradesApi, modalitiesApi, uploadFile, useResourceOptions } from '@mikro/api-client';
import type { Family } from '@mikro/contracts';
import { Box, HStack, ImageField, SelectField, SimpleGrid, SwitchField, TextField, useFormikContext } from '@mikro/ui';
import { useState } from 'react';
import { NewFamilyButton } from './NewFamilyDialog';
import { BLOOD_TYPES, fullName, GENDER_OPTIONS } from './people';
import type { StudentValues } from './studentForm';

/** `campus`: the student's current campus, listed even when the role cannot read the campus catalogue. */
export function StudentFields({ campus }: { campus?: { id: number; name: string } | null }) {
  const { values, setFieldValue } = useFormikContext<StudentValues>();
  const families = useResourceOptions(familiesApi, (family) => family.name);
  // A family created here is offered at once, before the list is read again.
  const [created, setCreated] = useState<Family | null>(null);
  const familyOptions = created && !families.options.some((option) => option.value === created.id) ? [{ value: created.id, label: created.name }, ...families.options] : families.options;
  const modalities = useResourceOptions(modalitiesApi, (modality) => modality.name);
  const campuses = useResourceOptions(campusesApi, (campus) => campus.name);
  const grades = useResourceOptions(gradesApi, (grade) => (grade.level ? `${grade.level.name} · ${grade.name}` : grade.name), { sortField: 'order', join: [{ field: 'level' }] });
  const classrooms = useResourceOptions(classroomsApi, (classroom) => classroom.name, {
    filters: values.gradeId ? [{ field: 'gradeId', operator: '$eq', value: values.gradeId }] : [],
  });
  return (
    <>
      <ImageField name="photo" label="Foto del alumno" upload={uploadFile} variant="avatar" personName={fullName(values)} removeText="Quitar foto" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="name" label="Nombre(s)" required />
        <TextField name="lastNameFather" label="Apellido paterno" />
        <TextField name="lastNameMother" label="Apellido materno" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="enrollment" label="Matrícula" required />
        <TextField name="curp" label="CURP" maxLength={18} textTransform="uppercase" />
        <TextField name="birthDate" label="Fecha de nacimiento" type="date" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField name="gender" label="Sexo" placeholder="Sin especificar" options={GENDER_OPTIONS} />
        <SelectField name="bloodType" label="Tipo de sangre" placeholder="Sin especificar" options={BLOOD_TYPES.map((type) => ({ value: type, label: type }))} />
        <HStack align="end" gap="2">
          <Box flex="1" minW="0">
            <SelectField name="familyId" label="Familia" placeholder="Sin familia" options={familyOptions} />
          </Box>
          <NewFamilyButton
            onCreated={(family) => {
              setCreated(family);
              void setFieldValue('familyId', family.id);
            }}
          />
        </HStack>
      </SimpleGrid>
      <TextField name="address" label="Dirección" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField name="modalityId" label="Modalidad" placeholder="Sin modalidad" options={modalities.options} />
        <SelectField name="campusId" label="Campus" placeholder="Sin campus" options={campus && !campuses.options.some((option) => option.value === campus.id) ? [{ value: campus.id, label: campus.name }, ...campuses.options] : campuses.options} />
        <SelectField name="gradeId" label="Grado" placeholder="Sin grado" options={grades.options} />
        <SelectField name="classroomId" label="Grupo" placeholder="Sin grupo" options={classrooms.options} />
      </SimpleGrid>
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
