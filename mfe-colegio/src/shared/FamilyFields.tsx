import { SimpleGrid, SwitchField, TextField } from '@mikro/ui';

export function FamilyFields() {
  return (
    <>
      <TextField name="name" label="Nombre de la familia" required placeholder="Familia López García" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="fatherName" label="Padre" />
        <TextField name="motherName" label="Madre" />
        <TextField name="tutorName" label="Tutor" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="phone" label="Teléfono" type="tel" />
        <TextField name="email" label="Correo" type="email" />
      </SimpleGrid>
      <TextField name="address" label="Dirección" />
      <SwitchField name="isActive" label="Activa" />
    </>
  );
}
