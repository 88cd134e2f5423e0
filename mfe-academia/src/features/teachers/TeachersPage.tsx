// /academias/Maestro: the academies' teachers with the groups they lead and when.
import * as yup from 'yup';
import { FIELD_LIMITS, type AcademyGroup, type Teacher, type TeacherInput } from '@mikro/contracts';
import { academyTeachersApi, resourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { ResourcePage, SimpleGrid, Stack, SwitchField, Text, TextField, emailString, requiredString, rfcString } from '@mikro/ui';
import { personName } from '@mikro/domain';

type TeacherRow = Teacher & { groups?: AcademyGroup[] };
type Values = Required<Pick<TeacherInput, 'name' | 'lastNameFather' | 'lastNameMother' | 'email' | 'phone' | 'rfc' | 'isAcademy' | 'isActive'>>;

const source = resourceSource(academyTeachersApi, {
  searchFields: ['name', 'lastNameFather', 'lastNameMother', 'email'],
  fixedFilters: [{ field: 'isAcademy', operator: '$eq', value: true }],
  join: [{ field: 'groups' }],
});
const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.teachers.name),
  lastNameFather: yup.string().max(FIELD_LIMITS.teachers.lastNameFather),
  lastNameMother: yup.string().max(FIELD_LIMITS.teachers.lastNameMother),
  email: emailString(),
  rfc: rfcString(),
});
const toInput = (values: Values): TeacherInput => ({ ...values, name: values.name.trim(), isAcademy: true });

function GroupsCell({ row }: { row: TeacherRow }) {
  const groups = (row.groups ?? []).filter((group) => !group.deletedAt);
  if (groups.length === 0) return <Text color="fg.muted">Sin grupos</Text>;
  return (
    <Stack gap="0.5">
      {groups.map((group) => (
        <Text key={group.id} fontSize="sm">
          <b>{group.name}</b> · {group.schedule || 'sin horario'}
          {group.place ? ` · ${group.place}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

export function TeachersPage() {
  return (
    <ResourcePage<TeacherRow, Values, TeacherInput, Partial<TeacherInput>>
      title="Maestros de academia"
      description="Quién imparte cada grupo y en qué horario"
      noun="maestro"
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Nombre', sortable: true, render: (row) => personName(row.name, row.lastNameFather, row.lastNameMother) },
        { key: 'email', header: 'Correo' },
        { key: 'phone', header: 'Teléfono' },
        {
          key: 'groups',
          header: 'Grupos y horarios',
          render: (row) => <GroupsCell row={row} />,
          exportValue: (row) => (row.groups ?? []).map((group) => `${group.name} (${group.schedule})`).join('; '),
        },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay maestros de academia"
      hasActiveFlag
      softDelete
      form={{
        initialValues: (row) => ({
          name: row?.name ?? '',
          lastNameFather: row?.lastNameFather ?? '',
          lastNameMother: row?.lastNameMother ?? '',
          email: row?.email ?? '',
          phone: row?.phone ?? '',
          rfc: row?.rfc ?? '',
          isAcademy: true,
          isActive: row?.isActive ?? true,
        }),
        schema,
        toCreate: toInput,
        toUpdate: toInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="lastNameFather" label="Apellido paterno" />
              <TextField name="lastNameMother" label="Apellido materno" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="email" label="Correo" type="email" />
              <TextField name="phone" label="Teléfono" />
            </SimpleGrid>
            <TextField name="rfc" label="RFC" />
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}
