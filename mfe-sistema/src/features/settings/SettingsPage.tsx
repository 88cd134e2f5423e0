// /settings: the institution's defaults (key/value settings) and the small system catalogues.
import { FIELD_LIMITS, type ConceptType, type ConceptTypeInput, type Department, type DepartmentInput, type Setting, type SettingInput, type Shift, type ShiftInput } from '@mikro/contracts';
import { conceptTypesApi, departmentsApi, settingsApi, shiftsApi, useResourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { SimpleGrid, SwitchField, Tabs, TextField, ResourcePage } from '@mikro/ui';
import { namedSchema, settingSchema, shiftSchema } from './schemas';

interface NamedValues {
  name: string;
  description: string;
  isActive: boolean;
}

const namedInitial = (row: { name: string; description: string; isActive: boolean } | null): NamedValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  isActive: row?.isActive ?? true,
});
const namedBody = (values: NamedValues) => ({ name: values.name.trim(), description: values.description.trim(), isActive: values.isActive });
const namedFields = () => (
  <>
    <TextField name="name" label="Nombre" required />
    <TextField name="description" label="Descripción" />
    <SwitchField name="isActive" label="Activo" />
  </>
);

interface ShiftValues {
  name: string;
  startTime: string;
  endTime: string;
  isActive: boolean;
}
const shiftBody = (values: ShiftValues): ShiftInput => ({
  name: values.name.trim(),
  startTime: values.startTime || null,
  endTime: values.endTime || null,
  isActive: values.isActive,
});

interface SettingValues {
  key: string;
  value: string;
  description: string;
}
const settingBody = (values: SettingValues): SettingInput => ({ key: values.key.trim(), value: values.value, description: values.description.trim() });

function ShiftsTab() {
  return (
    <ResourcePage<Shift, ShiftValues, ShiftInput, Partial<ShiftInput>>
      title="Turnos"
      source={useResourceSource(shiftsApi, { searchFields: ['name'] })}
      permissions={useCrudPermissions()}
      noun="turno"
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'startTime', header: 'Entrada', sortable: true, render: (s) => s.startTime ?? '—' },
        { key: 'endTime', header: 'Salida', render: (s) => s.endTime ?? '—' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay turnos que coincidan con la búsqueda"
      rowLabel={(s) => s.name}
      hasActiveFlag
      softDelete
      form={{
        initialValues: (s) => ({ name: s?.name ?? '', startTime: s?.startTime ?? '', endTime: s?.endTime ?? '', isActive: s?.isActive ?? true }),
        schema: shiftSchema,
        toCreate: shiftBody,
        toUpdate: shiftBody,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <SimpleGrid columns={2} gap="3">
              <TextField name="startTime" label="Hora de entrada" type="time" />
              <TextField name="endTime" label="Hora de salida" type="time" />
            </SimpleGrid>
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}

function DepartmentsTab() {
  return (
    <ResourcePage<Department, NamedValues, DepartmentInput, Partial<DepartmentInput>>
      title="Departamentos"
      source={useResourceSource(departmentsApi, { searchFields: ['name'] })}
      permissions={useCrudPermissions()}
      noun="departamento"
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'description', header: 'Descripción' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay departamentos que coincidan con la búsqueda"
      rowLabel={(d) => d.name}
      hasActiveFlag
      softDelete
      form={{ initialValues: namedInitial, schema: namedSchema(FIELD_LIMITS.departments.name), toCreate: namedBody, toUpdate: namedBody, fields: namedFields }}
    />
  );
}

function ConceptTypesTab() {
  return (
    <ResourcePage<ConceptType, NamedValues, ConceptTypeInput, Partial<ConceptTypeInput>>
      title="Tipos de concepto"
      source={useResourceSource(conceptTypesApi, { searchFields: ['name'] })}
      permissions={useCrudPermissions()}
      noun="tipo de concepto"
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'description', header: 'Descripción' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay tipos de concepto que coincidan con la búsqueda"
      rowLabel={(c) => c.name}
      hasActiveFlag
      form={{ initialValues: namedInitial, schema: namedSchema(FIELD_LIMITS.conceptTypes.name), toCreate: namedBody, toUpdate: namedBody, fields: namedFields }}
    />
  );
}

function GeneralTab() {
  return (
    <ResourcePage<Setting, SettingValues, SettingInput, Partial<SettingInput>>
      title="Valores predeterminados"
      description="Ajustes de la institución que usan los módulos (clave y valor)"
      source={useResourceSource(settingsApi, { searchFields: ['key', 'description'] })}
      permissions={useCrudPermissions()}
      noun="ajuste"
      columns={[
        { key: 'key', header: 'Clave', sortable: true },
        { key: 'value', header: 'Valor' },
        { key: 'description', header: 'Descripción' },
      ]}
      defaultSort={{ field: 'key', order: 'ASC' }}
      emptyText="No hay ajustes que coincidan con la búsqueda"
      rowLabel={(s) => s.key}
      form={{
        initialValues: (s) => ({ key: s?.key ?? '', value: s?.value ?? '', description: s?.description ?? '' }),
        schema: settingSchema,
        toCreate: settingBody,
        toUpdate: settingBody,
        fields: (s) => (
          <>
            <TextField name="key" label="Clave" required disabled={s !== null} />
            <TextField name="value" label="Valor" />
            <TextField name="description" label="Descripción" />
          </>
        ),
      }}
    />
  );
}

export function SettingsPage() {
  return (
    <Tabs.Root defaultValue="general" lazyMount unmountOnExit variant="enclosed">
      <Tabs.List mb="4">
        <Tabs.Trigger value="general">Valores predeterminados</Tabs.Trigger>
        <Tabs.Trigger value="shifts">Turnos</Tabs.Trigger>
        <Tabs.Trigger value="departments">Departamentos</Tabs.Trigger>
        <Tabs.Trigger value="concept-types">Tipos de concepto</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="general">
        <GeneralTab />
      </Tabs.Content>
      <Tabs.Content value="shifts">
        <ShiftsTab />
      </Tabs.Content>
      <Tabs.Content value="departments">
        <DepartmentsTab />
      </Tabs.Content>
      <Tabs.Content value="concept-types">
        <ConceptTypesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
