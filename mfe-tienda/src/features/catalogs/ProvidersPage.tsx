import * as yup from 'yup';
import { FIELD_LIMITS, type WarehouseProvider, type WarehouseProviderInput } from '@mikro/contracts';
import { providersApi, resourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { emailString, requiredString, ResourcePage, rfcString, SimpleGrid, SwitchField, TextField } from '@mikro/ui';

type Values = Required<Omit<WarehouseProviderInput, 'isActive'>> & { isActive: boolean };

const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.warehouseProviders.name),
  rfc: rfcString(),
  businessName: yup.string().max(FIELD_LIMITS.warehouseProviders.businessName),
  email: emailString(),
  phone: yup.string().max(FIELD_LIMITS.warehouseProviders.phone),
});

const source = resourceSource(providersApi, { searchFields: ['name', 'rfc', 'businessName'] });

const toInput = (values: Values): WarehouseProviderInput => ({ ...values, name: values.name.trim(), rfc: values.rfc.trim().toUpperCase(), email: values.email.trim() });

export function ProvidersPage() {
  return (
    <ResourcePage<WarehouseProvider, Values, WarehouseProviderInput, Partial<WarehouseProviderInput>>
      title="Proveedores"
      noun="proveedor"
      description="Proveedores del almacén de la tienda"
      source={source}
      permissions={useCrudPermissions()}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay proveedores que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'rfc', header: 'RFC', sortable: true },
        { key: 'contactName', header: 'Contacto' },
        { key: 'phone', header: 'Teléfono' },
        { key: 'email', header: 'Correo' },
      ]}
      form={{
        initialValues: (row) => ({
          name: row?.name ?? '',
          rfc: row?.rfc ?? '',
          businessName: row?.businessName ?? '',
          contactName: row?.contactName ?? '',
          phone: row?.phone ?? '',
          email: row?.email ?? '',
          address: row?.address ?? '',
          isActive: row?.isActive ?? true,
        }),
        schema,
        toCreate: toInput,
        toUpdate: toInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre comercial" required />
            <SimpleGrid columns={2} gap="3">
              <TextField name="rfc" label="RFC" />
              <TextField name="businessName" label="Razón social" />
            </SimpleGrid>
            <SimpleGrid columns={2} gap="3">
              <TextField name="contactName" label="Contacto" />
              <TextField name="phone" label="Teléfono" />
            </SimpleGrid>
            <TextField name="email" label="Correo electrónico" type="email" />
            <TextField name="address" label="Dirección" />
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}
