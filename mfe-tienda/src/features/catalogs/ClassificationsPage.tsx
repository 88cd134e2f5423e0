import * as yup from 'yup';
import type { StoreClassification, StoreClassificationInput } from '@mikro/contracts';
import { classificationsApi } from '@mikro/api-client';
import { Badge, Box, HStack, maxLengthMessage, requiredString, SwitchField, TextField } from '@mikro/ui';
import { CatalogPage } from './CatalogPage';

interface Values {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
}

const schema = yup.object({
  name: requiredString().max(100, maxLengthMessage(100)),
  description: yup.string().max(300, maxLengthMessage(300)),
  color: yup.string().matches(/^(#[0-9a-fA-F]{6})?$/, 'Usa un color como #2563eb'),
});

export function ClassificationsPage() {
  return (
    <CatalogPage<StoreClassification, Values, StoreClassificationInput>
      title="Clasificaciones"
      singular="clasificación"
      description="Agrupan los productos en el punto de venta y en los reportes"
      client={classificationsApi}
      searchFields={['name', 'description']}
      schema={schema}
      columns={[
        {
          key: 'name',
          header: 'Nombre',
          sortable: true,
          render: (row) => (
            <HStack>
              <Box width="3" height="3" rounded="full" style={{ background: row.color || '#999' }} />
              <span>{row.name}</span>
            </HStack>
          ),
        },
        { key: 'description', header: 'Descripción' },
        { key: 'isActive', header: 'Estado', render: (row) => <Badge colorPalette={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Activa' : 'Inactiva'}</Badge> },
      ]}
      toValues={(row) => ({ name: row?.name ?? '', description: row?.description ?? '', color: row?.color ?? '', isActive: row?.isActive ?? true })}
      toInput={(values) => ({ ...values, name: values.name.trim(), description: values.description.trim() })}
      fields={
        <>
          <TextField name="name" label="Nombre" required />
          <TextField name="description" label="Descripción" />
          <TextField name="color" label="Color" placeholder="#2563eb" />
          <SwitchField name="isActive" label="Activa" />
        </>
      }
    />
  );
}
