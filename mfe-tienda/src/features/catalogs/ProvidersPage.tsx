import * as yup from 'yup';
import type { WarehouseProvider, WarehouseProviderInput } from '@mikro/contracts';
import { providersApi } from '@mikro/api-client';
import { Badge, emailString, maxLengthMessage, requiredString, rfcString, SimpleGrid, SwitchField, TextField } from '@mikro/ui';
import { CatalogPage } from './CatalogPage';

type Values = Required<Omit<WarehouseProviderInput, 'isActive'>> & { isActive: boolean };

const schema = yup.object({
  name: requiredString().max(150, maxLengthMessage(150)),
  rfc: rfcString(),
  businessName: yup.string().max(250, maxLengthMessage(250)),
  email: emailString(),
  phone: yup.string().max(20, maxLengthMessage(20)),
});

export function ProvidersPage() {
  return (
    <CatalogPage<WarehouseProvider, Values, WarehouseProviderInput>
      title="Proveedores"
      singular="proveedor"
      description="Proveedores del almacén de la tienda"
      client={providersApi}
      searchFields={['name', 'rfc', 'businessName']}
      schema={schema}
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'rfc', header: 'RFC', sortable: true },
        { key: 'contactName', header: 'Contacto' },
        { key: 'phone', header: 'Teléfono' },
        { key: 'email', header: 'Correo' },
        { key: 'isActive', header: 'Estado', render: (row) => <Badge colorPalette={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Activo' : 'Inactivo'}</Badge> },
      ]}
      toValues={(row) => ({
        name: row?.name ?? '',
        rfc: row?.rfc ?? '',
        businessName: row?.businessName ?? '',
        contactName: row?.contactName ?? '',
        phone: row?.phone ?? '',
        email: row?.email ?? '',
        address: row?.address ?? '',
        isActive: row?.isActive ?? true,
      })}
      toInput={(values) => ({ ...values, name: values.name.trim(), rfc: values.rfc.trim().toUpperCase(), email: values.email.trim() })}
      fields={
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
      }
    />
  );
}
