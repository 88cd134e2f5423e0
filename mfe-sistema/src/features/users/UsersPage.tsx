import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { User } from '@mikro/contracts';
import { toApiError } from '@mikro/api-client';
import { isAdminAtom, useCan } from '@mikro/session';
import { Badge, Button, type Column, ConfirmDialog, DataTable, HStack, notify, pagedResultProps, PageHeader, SelectInput, Text, useTableState } from '@mikro/ui';
import { useSaveUser, useUsersList, type UsersListState } from './useUsers';
import { UserFormDialog } from './UserFormDialog';
import { SetPasswordDialog } from './SetPasswordDialog';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
] as const;

export function UsersPage() {
  const table = useTableState({ sort: { field: 'name', order: 'ASC' } });
  const [status, setStatus] = useState<UsersListState['status']>('all');
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [settingPassword, setSettingPassword] = useState<User | null>(null);
  const [toggling, setToggling] = useState<User | null>(null);
  const list = useUsersList({ page: table.page, pageSize: table.pageSize, search: table.search, sort: table.sort, status });
  const save = useSaveUser();
  const isAdmin = useAtomValue(isAdminAtom);
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');

  const columns: Column<User>[] = [
    { key: 'name', header: 'Nombre', sortable: true },
    { key: 'email', header: 'Correo', sortable: true },
    { key: 'role', header: 'Rol', render: (user) => user.role.name },
    { key: 'branchOffices', header: 'Sucursales', render: (user) => user.branchOffices.map((office) => office.name).join(', ') },
    {
      key: 'isActive',
      header: 'Estado',
      render: (user) => <Badge colorPalette={user.isActive ? 'green' : 'gray'}>{user.isActive ? 'Activo' : 'Inactivo'}</Badge>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Usuarios"
        description={`Cuentas de acceso, su rol y sus sucursales · Sistema v${process.env.MIKRO_RELEASE}`}
        actions={
          canCreate && (
            <Button colorPalette="brand" onClick={() => setEditing(null)}>
              Nuevo usuario
            </Button>
          )
        }
      />
      <DataTable<User>
        columns={columns}
        rowKey={(user) => user.id}
        {...table.controls}
        {...pagedResultProps(list)}
        emptyText="No hay usuarios que coincidan con la búsqueda"
        toolbar={
          <HStack>
            <Text fontSize="sm">Estado</Text>
            <SelectInput
              size="sm"
              width="140px"
              label="Filtrar por estado"
              options={STATUS_OPTIONS}
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.resetPage();
              }}
            />
          </HStack>
        }
        actions={(user) =>
          canEdit && (
            <HStack gap="1">
              <Button size="xs" variant="outline" onClick={() => setEditing(user)}>
                Editar
              </Button>
              {isAdmin && (
                <Button size="xs" variant="outline" onClick={() => setSettingPassword(user)}>
                  Contraseña
                </Button>
              )}
              <Button size="xs" variant="outline" colorPalette={user.isActive ? 'red' : 'green'} onClick={() => setToggling(user)}>
                {user.isActive ? 'Desactivar' : 'Activar'}
              </Button>
            </HStack>
          )
        }
      />
      {editing !== undefined && <UserFormDialog user={editing} open onClose={() => setEditing(undefined)} />}
      {settingPassword && <SetPasswordDialog user={settingPassword} onClose={() => setSettingPassword(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        onClose={() => setToggling(null)}
        title={toggling?.isActive ? 'Desactivar usuario' : 'Activar usuario'}
        body={
          toggling?.isActive
            ? `${toggling.name} ya no podrá iniciar sesión. ¿Desea continuar?`
            : `${toggling?.name ?? ''} podrá volver a iniciar sesión. ¿Desea continuar?`
        }
        confirmText={toggling?.isActive ? 'Desactivar' : 'Activar'}
        destructive={toggling?.isActive ?? false}
        onConfirm={async () => {
          if (!toggling) return;
          try {
            await save.mutateAsync({ id: toggling.id, changes: { isActive: !toggling.isActive } });
            notify.updated();
          } catch (error) {
            notify.error(toApiError(error).message);
            throw error;
          }
        }}
      />
    </>
  );
}
