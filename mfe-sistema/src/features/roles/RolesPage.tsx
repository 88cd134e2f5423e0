import { useState } from 'react';
import * as yup from 'yup';
import { FIELD_LIMITS, type RoleRecord, type RoleRecordInput } from '@mikro/contracts';
import { rolesResourceApi, useResourceSource } from '@mikro/api-client';
import { useCan, useCrudPermissions } from '@mikro/session';
import { Button, maxLengthMessage, requiredString, SwitchField, TextField, ResourcePage } from '@mikro/ui';
import { PermissionEditor } from './PermissionEditor';

interface RoleValues {
  name: string;
  description: string;
  isActive: boolean;
}

const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.roles.name),
  description: yup.string().max(500, maxLengthMessage(500)),
  isActive: yup.boolean(),
});

const toBody = (values: RoleValues): RoleRecordInput => ({ name: values.name.trim(), description: values.description.trim(), isActive: values.isActive });

/** /roles: roles and, per role, the permission editor. */
export function RolesPage() {
  const [editingPermissions, setEditingPermissions] = useState<RoleRecord | null>(null);
  const canEdit = useCan('editar');
  return (
    <>
      <ResourcePage<RoleRecord, RoleValues, RoleRecordInput, Partial<RoleRecordInput>>
        title="Roles"
        description="Qué rutas y acciones puede usar cada rol"
        source={useResourceSource(rolesResourceApi, { searchFields: ['name'] })}
        permissions={useCrudPermissions()}
        noun="rol"
        columns={[
          { key: 'name', header: 'Nombre', sortable: true },
          { key: 'description', header: 'Descripción' },
        ]}
        defaultSort={{ field: 'name', order: 'ASC' }}
        emptyText="No hay roles que coincidan con la búsqueda"
        rowLabel={(role) => role.name}
        hasActiveFlag
        canDeleteRow={(role) => role.id !== 1}
        rowActions={(role) =>
          canEdit && (
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setEditingPermissions(role)}>
              Permisos
            </Button>
          )
        }
        form={{
          initialValues: (role) => ({ name: role?.name ?? '', description: role?.description ?? '', isActive: role?.isActive ?? true }),
          schema,
          toCreate: toBody,
          toUpdate: toBody,
          fields: () => (
            <>
              <TextField name="name" label="Nombre" required />
              <TextField name="description" label="Descripción" />
              <SwitchField name="isActive" label="Rol activo" />
            </>
          ),
        }}
      />
      {editingPermissions && <PermissionEditor role={editingPermissions} onClose={() => setEditingPermissions(null)} />}
    </>
  );
}
