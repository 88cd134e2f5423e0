// /system/activos-fijos: classifications, the branch companies of the matrix company (id 1 by default), their
// employees and their fixed assets.
import type {
  BranchCompany,
  BranchCompanyInput,
  Employee,
  EmployeeInput,
  FixedAsset,
  FixedAssetClassification,
  FixedAssetClassificationInput,
  FixedAssetInput,
} from '@mikro/contracts';
import { branchCompaniesApi, employeesApi, fixedAssetClassificationsApi, fixedAssetsApi, useList, useResourceSource, type QueryParams, type ResourceClient } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { formatDate, formatMoney, SelectField, SimpleGrid, SwitchField, Tabs, TextField, ResourcePage } from '@mikro/ui';
import {
  branchCompanySchema,
  classificationSchema,
  DEFAULT_MATRIX_COMPANY_ID,
  employeeSchema,
  fixedAssetSchema,
  fullNameOf,
  toBranchCompanyInput,
  toClassificationInput,
  toEmployeeInput,
  toFixedAssetInput,
  type BranchCompanyValues,
  type ClassificationValues,
  type EmployeeValues,
  type FixedAssetValues,
} from './forms';

const MATRIX_FILTER = [{ field: 'matrixCompanyId', operator: '$eq' as const, value: DEFAULT_MATRIX_COMPANY_ID }];

// Cached under the resource's own keys, so a select follows when its catalogue is edited in the next tab.
function useOptions<T extends { id: number }, C, U>(client: ResourceClient<T, C, U>, query: QueryParams, label: (row: T) => string) {
  const list = useList(client, query);
  const rows = Array.isArray(list.data) ? list.data : (list.data?.data ?? []);
  return rows.map((row) => ({ value: row.id, label: label(row) }));
}

function useBranchCompanyOptions() {
  return useOptions(branchCompaniesApi, { filter: MATRIX_FILTER, limit: 500 }, (b: BranchCompany) => b.name);
}

function ClassificationsTab() {
  return (
    <ResourcePage<FixedAssetClassification, ClassificationValues, FixedAssetClassificationInput, Partial<FixedAssetClassificationInput>>
      title="Clasificaciones"
      source={useResourceSource(fixedAssetClassificationsApi, { searchFields: ['name'] })}
      permissions={useCrudPermissions()}
      noun="clasificación"
      feminine
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'description', header: 'Descripción' },
        { key: 'depreciationRate', header: 'Depreciación anual', sortable: true, align: 'end', render: (c) => `${Number(c.depreciationRate)} %` },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay clasificaciones que coincidan con la búsqueda"
      rowLabel={(c) => c.name}
      hasActiveFlag
      form={{
        initialValues: (c) => ({ name: c?.name ?? '', description: c?.description ?? '', depreciationRate: c ? String(Number(c.depreciationRate)) : '10', isActive: c?.isActive ?? true }),
        schema: classificationSchema,
        toCreate: toClassificationInput,
        toUpdate: toClassificationInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <TextField name="description" label="Descripción" />
            <TextField name="depreciationRate" label="Depreciación anual (%)" inputMode="decimal" />
            <SwitchField name="isActive" label="Activa" />
          </>
        ),
      }}
    />
  );
}

function BranchCompaniesTab() {
  return (
    <ResourcePage<BranchCompany, BranchCompanyValues, BranchCompanyInput, Partial<BranchCompanyInput>>
      title="Empresas filiales"
      description="Empresas de la matriz que tienen activos y empleados"
      source={useResourceSource(branchCompaniesApi, { searchFields: ['name', 'rfc'], fixedFilters: MATRIX_FILTER })}
      permissions={useCrudPermissions()}
      noun="empresa"
      feminine
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'rfc', header: 'RFC' },
        { key: 'phone', header: 'Teléfono' },
        { key: 'address', header: 'Dirección' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay empresas que coincidan con la búsqueda"
      rowLabel={(b) => b.name}
      hasActiveFlag
      softDelete
      form={{
        initialValues: (b) => ({ name: b?.name ?? '', rfc: b?.rfc ?? '', address: b?.address ?? '', phone: b?.phone ?? '', isActive: b?.isActive ?? true }),
        schema: branchCompanySchema,
        toCreate: toBranchCompanyInput,
        toUpdate: toBranchCompanyInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <SimpleGrid columns={2} gap="3">
              <TextField name="rfc" label="RFC" />
              <TextField name="phone" label="Teléfono" />
            </SimpleGrid>
            <TextField name="address" label="Dirección" />
            <SwitchField name="isActive" label="Activa" />
          </>
        ),
      }}
    />
  );
}

function EmployeesTab() {
  const companies = useBranchCompanyOptions();
  return (
    <ResourcePage<Employee, EmployeeValues, EmployeeInput, Partial<EmployeeInput>>
      title="Empleados"
      source={useResourceSource(employeesApi, { searchFields: ['firstName', 'lastName', 'email'] })}
      permissions={useCrudPermissions()}
      noun="empleado"
      columns={[
        { key: 'fullName', header: 'Nombre completo', sortable: true, sortField: 'firstName', render: fullNameOf },
        { key: 'position', header: 'Puesto' },
        { key: 'email', header: 'Correo' },
        { key: 'branchCompanyId', header: 'Empresa', render: (e) => companies.find((c) => c.value === e.branchCompanyId)?.label ?? '' },
      ]}
      defaultSort={{ field: 'firstName', order: 'ASC' }}
      emptyText="No hay empleados que coincidan con la búsqueda"
      rowLabel={fullNameOf}
      hasActiveFlag
      softDelete
      form={{
        initialValues: (e) => ({
          branchCompanyId: e?.branchCompanyId ?? null,
          firstName: e?.firstName ?? '',
          lastName: e?.lastName ?? '',
          email: e?.email ?? '',
          position: e?.position ?? '',
          isActive: e?.isActive ?? true,
        }),
        schema: employeeSchema,
        toCreate: toEmployeeInput,
        toUpdate: toEmployeeInput,
        fields: () => (
          <>
            <SelectField name="branchCompanyId" label="Empresa" required placeholder="Seleccione una empresa" options={companies} />
            <SimpleGrid columns={2} gap="3">
              <TextField name="firstName" label="Nombre(s)" required />
              <TextField name="lastName" label="Apellidos" />
              <TextField name="email" label="Correo electrónico" type="email" />
              <TextField name="position" label="Puesto" />
            </SimpleGrid>
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}

function AssetsTab() {
  const companies = useBranchCompanyOptions();
  const classifications = useOptions(fixedAssetClassificationsApi, { limit: 500 }, (c: FixedAssetClassification) => c.name);
  const employees = useOptions(employeesApi, { limit: 1000 }, fullNameOf);
  return (
    <ResourcePage<FixedAsset, FixedAssetValues, FixedAssetInput, Partial<FixedAssetInput>>
      title="Activos fijos"
      source={useResourceSource(fixedAssetsApi, { searchFields: ['name', 'code', 'serialNumber'] })}
      permissions={useCrudPermissions()}
      noun="activo"
      columns={[
        { key: 'code', header: 'Código', sortable: true },
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'classificationId', header: 'Clasificación', render: (a) => classifications.find((c) => c.value === a.classificationId)?.label ?? '' },
        { key: 'branchCompanyId', header: 'Empresa', render: (a) => companies.find((c) => c.value === a.branchCompanyId)?.label ?? '' },
        { key: 'employeeId', header: 'Resguardo', render: (a) => employees.find((e) => e.value === a.employeeId)?.label ?? '—' },
        { key: 'acquisitionDate', header: 'Adquisición', sortable: true, render: (a) => formatDate(a.acquisitionDate) },
        { key: 'cost', header: 'Costo', sortable: true, align: 'end', render: (a) => formatMoney(a.cost) },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay activos que coincidan con la búsqueda"
      rowLabel={(a) => a.name}
      hasActiveFlag
      softDelete
      form={{
        size: 'lg',
        initialValues: (a) => ({
          name: a?.name ?? '',
          branchCompanyId: a?.branchCompanyId ?? null,
          classificationId: a?.classificationId ?? null,
          employeeId: a?.employeeId ?? null,
          code: a?.code ?? '',
          serialNumber: a?.serialNumber ?? '',
          acquisitionDate: a?.acquisitionDate ?? '',
          cost: a ? String(Number(a.cost)) : '',
          isActive: a?.isActive ?? true,
        }),
        schema: fixedAssetSchema,
        toCreate: toFixedAssetInput,
        toUpdate: toFixedAssetInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <SimpleGrid columns={2} gap="3">
              <SelectField name="branchCompanyId" label="Empresa" required placeholder="Seleccione una empresa" options={companies} />
              <SelectField name="classificationId" label="Clasificación" required placeholder="Seleccione una clasificación" options={classifications} />
              <TextField name="code" label="Código" />
              <TextField name="serialNumber" label="Número de serie" />
              <TextField name="acquisitionDate" label="Fecha de adquisición" type="date" />
              <TextField name="cost" label="Costo" inputMode="decimal" />
              <SelectField name="employeeId" label="Resguardo (empleado)" placeholder="Sin asignar" options={employees} />
            </SimpleGrid>
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}

export function FixedAssetsPage() {
  return (
    <Tabs.Root defaultValue="assets" lazyMount unmountOnExit variant="enclosed">
      <Tabs.List mb="4">
        <Tabs.Trigger value="assets">Activos</Tabs.Trigger>
        <Tabs.Trigger value="companies">Empresas filiales</Tabs.Trigger>
        <Tabs.Trigger value="employees">Empleados</Tabs.Trigger>
        <Tabs.Trigger value="classifications">Clasificaciones</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="assets">
        <AssetsTab />
      </Tabs.Content>
      <Tabs.Content value="companies">
        <BranchCompaniesTab />
      </Tabs.Content>
      <Tabs.Content value="employees">
        <EmployeesTab />
      </Tabs.Content>
      <Tabs.Content value="classifications">
        <ClassificationsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
