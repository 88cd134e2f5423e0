// The external participant's form (shared by the list's dialog and the record page).
import * as yup from 'yup';
import { FIELD_LIMITS, type External, type ExternalInput } from '@mikro/contracts';
import { Heading, SimpleGrid, SwitchField, TextField, curpString, emailString, requiredString, rfcString } from '@mikro/ui';

export type ExternalValues = Required<Omit<ExternalInput, 'birthDate'>> & { birthDate: string };

export const externalSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.externals.name),
  lastNameFather: yup.string().max(FIELD_LIMITS.externals.lastNameFather),
  lastNameMother: yup.string().max(FIELD_LIMITS.externals.lastNameMother),
  curp: curpString(),
  email: emailString(),
  tutorEmail: emailString(),
  rfc: rfcString(),
  zip: yup.string().matches(/^(\d{5})?$/, 'Código postal de 5 dígitos'),
  taxRegime: yup.string().matches(/^(\d{3})?$/, 'Régimen de 3 dígitos (por ejemplo 605)'),
});

export function externalInitialValues(row: External | null): ExternalValues {
  return {
    name: row?.name ?? '',
    lastNameFather: row?.lastNameFather ?? '',
    lastNameMother: row?.lastNameMother ?? '',
    birthDate: row?.birthDate ?? '',
    curp: row?.curp ?? '',
    tutorName: row?.tutorName ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    address: row?.address ?? '',
    tutorPhone: row?.tutorPhone ?? '',
    tutorEmail: row?.tutorEmail ?? '',
    rfc: row?.rfc ?? '',
    businessName: row?.businessName ?? '',
    taxRegime: row?.taxRegime ?? '',
    zip: row?.zip ?? '',
    cfdiUse: row?.cfdiUse ?? 'D10',
    isActive: row?.isActive ?? true,
  };
}

export function toExternalInput(values: ExternalValues): ExternalInput {
  return { ...values, name: values.name.trim(), curp: values.curp.trim().toUpperCase(), rfc: values.rfc.trim().toUpperCase(), birthDate: values.birthDate || null };
}

export function ExternalFields() {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="name" label="Nombre" required />
        <TextField name="lastNameFather" label="Apellido paterno" />
        <TextField name="lastNameMother" label="Apellido materno" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="birthDate" label="Fecha de nacimiento" type="date" />
        <TextField name="curp" label="CURP" />
      </SimpleGrid>
      <Heading size="sm">Contacto</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="phone" label="Teléfono" />
        <TextField name="email" label="Correo" type="email" />
      </SimpleGrid>
      <TextField name="address" label="Domicilio" />
      <Heading size="sm">Tutor</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="tutorName" label="Nombre del tutor" />
        <TextField name="tutorPhone" label="Teléfono del tutor" />
        <TextField name="tutorEmail" label="Correo del tutor" type="email" />
      </SimpleGrid>
      <Heading size="sm">Datos fiscales</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="rfc" label="RFC" helper="12 o 13 caracteres; no se aceptan los RFC genéricos" />
        <TextField name="businessName" label="Razón social" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="taxRegime" label="Régimen fiscal" placeholder="605" />
        <TextField name="zip" label="Código postal" />
        <TextField name="cfdiUse" label="Uso de CFDI" />
      </SimpleGrid>
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
