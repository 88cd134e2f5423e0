import * as yup from 'yup';
import { FIELD_LIMITS, type StoreClassification, type StoreClassificationInput } from '@mikro/contracts';
import { classificationsApi, resourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Box, ColorPaletteField, HStack, maxLengthMessage, requiredString, ResourcePage, SwitchField, TextField } from '@mikro/ui';

interface Values {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
}

const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.storeClassifications.name),
  description: yup.string().max(300, maxLengthMessage(300)),
  color: yup.string().matches(/^(#[0-9a-fA-F]{6})?$/, 'Elija un color de la paleta'),
});

const source = resourceSource(classificationsApi, { searchFields: ['name', 'description'] });

const toInput = (values: Values): StoreClassificationInput => ({ ...values, name: values.name.trim(), description: values.description.trim() });

export function ClassificationsPage() {
  return (
    <ResourcePage<StoreClassification, Values, StoreClassificationInput, Partial<StoreClassificationInput>>
      title="Clasificaciones"
      noun="clasificación"
      feminine
      description="Agrupan los productos en el punto de venta y en los reportes"
      source={source}
      permissions={useCrudPermissions()}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay clasificaciones que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      columns={[
        {
          key: 'name',
          header: 'Nombre',
          sortable: true,
          exportValue: (row) => row.name,
          render: (row) => (
            <HStack>
              <Box width="3" height="3" rounded="full" style={{ background: row.color || '#999' }} />
              <span>{row.name}</span>
            </HStack>
          ),
        },
        { key: 'description', header: 'Descripción' },
        { key: 'color', header: 'Color' },
      ]}
      form={{
        initialValues: (row) => ({ name: row?.name ?? '', description: row?.description ?? '', color: row?.color ?? '', isActive: row?.isActive ?? true }),
        schema,
        toCreate: toInput,
        toUpdate: toInput,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <TextField name="description" label="Descripción" />
            <ColorPaletteField name="color" label="Color" />
            <SwitchField name="isActive" label="Activa" />
          </>
        ),
      }}
    />
  );
}
