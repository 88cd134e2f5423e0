// /campus and /institucion/planteles: the campuses (planteles) of the current branch office, with CCT and RVOE.
import type { Campus, CampusInput } from '@mikro/contracts';
import { campusesApi, useResourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { SimpleGrid, SwitchField, TextField, ResourcePage } from '@mikro/ui';
import { campusInitialValues, campusSchema, toCampusInput, type CampusValues } from './campusForm';
import { ReminderSettingsPanel } from './ReminderSettingsPanel';

export function CampusesPage({ variant }: { variant: 'campus' | 'plantel' }) {
  const isPlantel = variant === 'plantel';
  const permissions = useCrudPermissions();
  return (
    <>
      <ResourcePage<Campus, CampusValues, CampusInput, Partial<CampusInput>>
        title={isPlantel ? 'Planteles' : 'Campus'}
        description={
          isPlantel
            ? 'Planteles de la institución con su CCT y RVOE, que aparecen en las facturas del colegio'
            : 'Campus de la sucursal actual; los cargos extra y los grupos se asignan a ellos'
        }
        source={useResourceSource(campusesApi, { searchFields: ['name', 'cct', 'rvoe'], join: isPlantel ? [{ field: 'branchOffice' }] : undefined })}
        permissions={permissions}
        noun={isPlantel ? 'plantel' : 'campus'}
        columns={[
          { key: 'name', header: 'Nombre', sortable: true },
          { key: 'cct', header: 'CCT', sortable: true },
          { key: 'rvoe', header: 'RVOE', sortable: true },
          { key: 'address', header: 'Dirección' },
          ...(isPlantel ? [{ key: 'branchOffice', header: 'Sucursal', render: (campus: Campus) => campus.branchOffice?.name ?? '' }] : []),
        ]}
        defaultSort={{ field: 'name', order: 'ASC' }}
        emptyText={isPlantel ? 'No hay planteles que coincidan con la búsqueda' : 'No hay campus que coincidan con la búsqueda'}
        rowLabel={(campus) => campus.name}
        hasActiveFlag
        form={{
          initialValues: campusInitialValues,
          schema: campusSchema,
          toCreate: toCampusInput,
          toUpdate: toCampusInput,
          fields: () => (
            <>
              <TextField name="name" label="Nombre" required />
              <SimpleGrid columns={2} gap="3">
                <TextField name="cct" label="CCT (clave de centro de trabajo)" placeholder="19PPR0123A" />
                <TextField name="rvoe" label="RVOE" placeholder="Acuerdo SEP" />
              </SimpleGrid>
              <TextField name="address" label="Dirección" />
              <SwitchField name="isActive" label="Activo" />
            </>
          ),
        }}
      />
      {!isPlantel && <ReminderSettingsPanel canEdit={permissions.edit} />}
    </>
  );
}
