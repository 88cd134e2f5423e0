// /academias/actividades: the extracurricular activities a branch office offers (football, ballet…).
import * as yup from 'yup';
import { FIELD_LIMITS, type AcademyActivity, type AcademyActivityInput } from '@mikro/contracts';
import { academyActivitiesApi, resourceSource, uploadFile } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Image, ImageField, ResourcePage, SimpleGrid, SwitchField, TextField, maxLengthMessage, requiredString } from '@mikro/ui';

type Values = Required<AcademyActivityInput>;

const source = resourceSource(academyActivitiesApi, { searchFields: ['name', 'category', 'description'] });
const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.academyActivities.name),
  category: yup.string().max(FIELD_LIMITS.academyActivities.category),
  description: yup.string().max(2000, maxLengthMessage(2000)),
});
const toInput = (values: Values): AcademyActivityInput => ({ ...values, name: values.name.trim(), category: values.category.trim() });

export function ActivitiesPage() {
  return (
    <ResourcePage<AcademyActivity, Values, AcademyActivityInput, Partial<AcademyActivityInput>>
      title="Actividades"
      description="Las actividades extracurriculares que ofrece la sucursal"
      noun="actividad"
      feminine
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        {
          key: 'picture',
          header: 'Imagen',
          exportable: false,
          width: '72px',
          render: (row) => (row.picture ? <Image src={row.picture} alt={row.name} boxSize="40px" objectFit="cover" borderRadius="md" /> : null),
        },
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'category', header: 'Categoría', sortable: true },
        { key: 'description', header: 'Descripción' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay actividades que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      form={{
        initialValues: (row) => ({
          name: row?.name ?? '',
          description: row?.description ?? '',
          category: row?.category ?? '',
          picture: row?.picture ?? '',
          isActive: row?.isActive ?? true,
        }),
        schema,
        toCreate: toInput,
        toUpdate: toInput,
        fields: () => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="name" label="Nombre" required placeholder="Natación" />
              <TextField name="category" label="Categoría" placeholder="Deportes, Artes, Tecnología…" />
            </SimpleGrid>
            <TextField name="description" label="Descripción" />
            <ImageField name="picture" label="Imagen" upload={uploadFile} />
            <SwitchField name="isActive" label="Activa" />
          </>
        ),
      }}
    />
  );
}
