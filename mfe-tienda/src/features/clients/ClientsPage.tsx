import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientsApi, resourceKeys, useDelete, type QueryParams } from '@mikro/api-client';
import type { Client } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import {
  Badge,
  Button,
  type Column,
  ConfirmDialog,
  DataTable,
  formatMoney,
  HStack,
  pagedResultProps,
  PageHeader,
  type SortState,
  useTableState,
} from '@mikro/ui';
import { ClientFormDialog } from './ClientFormDialog';
import { personName } from '@mikro/domain';

/** Search by name (search_name), enrollment or RFC. */
export function clientsQuery(page: number, limit: number, sort: SortState, search: string): QueryParams {
  const query: QueryParams = { page, limit, sort: [{ field: sort.field, order: sort.order }] };
  const text = search.trim();
  if (!text) return query;
  return { ...query, search: { $or: [{ search_name: { $contL: text } }, { enrollment: { $contL: text } }, { rfc: { $contL: text } }] } as QueryParams['search'] };
}

const fullName = (c: Client) => personName(c.name, c.last_name_father, c.last_name_mother);

export function ClientsPage() {
  const navigate = useNavigate();
  const table = useTableState({ sort: { field: 'search_name', order: 'ASC' } });
  const [editing, setEditing] = useState<Client | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const query = clientsQuery(table.page, table.pageSize, table.sort ?? { field: 'search_name', order: 'ASC' }, table.search);
  const list = useQuery({ queryKey: resourceKeys.list(clientsApi, query), queryFn: () => clientsApi.listPaged(query), placeholderData: keepPreviousData });
  const remove = useDelete(clientsApi, { soft: true });
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');
  const canDelete = useCan('eliminar');

  const columns: Column<Client>[] = [
    { key: 'search_name', header: 'Nombre', sortable: true, render: fullName },
    { key: 'type', header: 'Tipo', render: (c) => (c.type === 'alumno' ? 'Alumno' : 'Cliente') },
    { key: 'enrollment', header: 'Matrícula', sortable: true },
    { key: 'rfc', header: 'RFC', phone: false },
    { key: 'creditLimit', header: 'Límite de crédito', align: 'end', phone: true, render: (c) => formatMoney(c.creditLimit) },
    { key: 'isActive', header: 'Estado', phone: true, render: (c) => <Badge colorPalette={c.isActive ? 'green' : 'gray'}>{c.isActive ? 'Activo' : 'Inactivo'}</Badge> },
  ];

  return (
    <>
      <PageHeader
        title="Clientes"
        description="Clientes y alumnos que compran en la tienda, con sus datos fiscales y estado de cuenta"
        actions={
          canCreate && (
            <>
              <Button variant="outline" onClick={() => navigate('/clientes/importar')}>
                Importar
              </Button>
              <Button colorPalette="brand" onClick={() => setEditing(null)}>
                Nuevo cliente
              </Button>
            </>
          )
        }
      />
      <DataTable<Client>
        caption="Clientes"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Nombre, matrícula o RFC"
        emptyText="No hay clientes que coincidan con la búsqueda"
        actions={(client) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => navigate(`/clientes/${client.id}`)}>
              Estado de cuenta
            </Button>
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setEditing(client)}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(client)}>
                Eliminar
              </Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && <ClientFormDialog client={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar cliente"
        body={`Se eliminará a ${deleting ? fullName(deleting) : ''}. Sus ventas se conservan. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
