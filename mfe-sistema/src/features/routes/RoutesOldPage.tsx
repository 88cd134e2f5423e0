// /rutas/old: the classic route administration — top-level routes paged with text search (routes/fathers) and
// the children of the chosen one (routes/childs), each editable.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteTreeNode, SystemRoute } from '@mikro/contracts';
import { adminKeys, routesApi, toApiError } from '@mikro/api-client';
import { useCanOnShared } from '@mikro/session';
import { useSharedReferenceNote } from '../../shared/sharedReference';
import { Badge, Button, DataTable, HStack, MenuIcon, PageHeader, Stack, Heading, type Column } from '@mikro/ui';
import { RouteFormDialog } from './RouteFormDialog';

const toNode = (route: SystemRoute): RouteTreeNode => ({ ...route, parentId: route.parent, children: [] });

interface PageState {
  page: number;
  pageSize: number;
  text: string;
}

function usePaged(key: { list: 'fathers' | 'childs'; father?: number }, fetch: (state: PageState) => Promise<{ data: SystemRoute[]; total: number }>, state: PageState, enabled = true) {
  return useQuery({ queryKey: adminKeys.routePage(key.list, { ...state, father: key.father }), queryFn: () => fetch(state), placeholderData: keepPreviousData, enabled });
}

export function RoutesOldPage() {
  const [fathersState, setFathersState] = useState<PageState>({ page: 1, pageSize: 10, text: '' });
  const [childState, setChildState] = useState<PageState>({ page: 1, pageSize: 10, text: '' });
  const [father, setFather] = useState<SystemRoute | null>(null);
  const [editing, setEditing] = useState<{ route: RouteTreeNode | null; parentId: number | null } | null>(null);
  const canEdit = useCanOnShared('editar');
  const canCreate = useCanOnShared('crear');
  const offset = (state: PageState) => (state.page - 1) * state.pageSize;
  const fathers = usePaged({ list: 'fathers' }, (s) => routesApi.fathers({ offset: offset(s), limit: s.pageSize, text: s.text || undefined }), fathersState);
  const children = usePaged(
    { list: 'childs', father: father?.id ?? 0 },
    (s) => routesApi.childs({ ids: [father!.id], offset: offset(s), limit: s.pageSize, text: s.text || undefined }),
    childState,
    father !== null,
  );

  const columns: Column<SystemRoute>[] = [
    { key: 'icon', header: '', render: (route) => <MenuIcon name={route.icon} />, width: '40px' },
    { key: 'name', header: 'Nombre' },
    { key: 'url', header: 'URL', render: (route) => route.url ?? '—' },
    { key: 'order', header: 'Orden' },
    { key: 'actions', header: 'Acciones', render: (route) => route.actions.join(', ') || '—' },
    { key: 'isActive', header: 'Estado', render: (route) => <Badge colorPalette={route.isActive ? 'green' : 'gray'}>{route.isActive ? 'Activa' : 'Inactiva'}</Badge> },
  ];

  const rowActions = (route: SystemRoute, withChildren: boolean) => (
    <HStack gap="1">
      {withChildren && (
        <Button size="xs" variant={father?.id === route.id ? 'solid' : 'outline'} onClick={() => { setFather(route); setChildState({ page: 1, pageSize: 10, text: '' }); }}>
          Ver hijas
        </Button>
      )}
      {canEdit && (
        <Button size="xs" variant="outline" onClick={() => setEditing({ route: toNode(route), parentId: route.parent })}>
          Editar
        </Button>
      )}
    </HStack>
  );

  const description = useSharedReferenceNote('Rutas de primer nivel y sus hijas, con búsqueda y paginación');
  return (
    <>
      <PageHeader
        title="Rutas (anterior)"
        description={description}
        actions={canCreate && <Button colorPalette="brand" onClick={() => setEditing({ route: null, parentId: father?.id ?? null })}>Nueva ruta</Button>}
      />
      <Stack gap="6">
        <DataTable<SystemRoute>
          caption="Rutas de primer nivel"
          columns={columns}
          rows={fathers.data?.data ?? []}
          rowKey="id"
          total={fathers.data?.total ?? 0}
          page={fathersState.page}
          pageSize={fathersState.pageSize}
          onPageChange={(page) => setFathersState({ ...fathersState, page })}
          onPageSizeChange={(pageSize) => setFathersState({ ...fathersState, pageSize, page: 1 })}
          search={fathersState.text}
          onSearchChange={(text) => setFathersState({ ...fathersState, text, page: 1 })}
          isLoading={fathers.isLoading}
          error={fathers.error ? toApiError(fathers.error).message : null}
          onRetry={() => void fathers.refetch()}
          emptyText="No hay rutas que coincidan con la búsqueda"
          actions={(route) => rowActions(route, true)}
        />
        {father && (
          <Stack>
            <Heading size="md">Hijas de {father.name}</Heading>
            <DataTable<SystemRoute>
              columns={columns}
              rows={children.data?.data ?? []}
              rowKey="id"
              total={children.data?.total ?? 0}
              page={childState.page}
              pageSize={childState.pageSize}
              onPageChange={(page) => setChildState({ ...childState, page })}
              onPageSizeChange={(pageSize) => setChildState({ ...childState, pageSize, page: 1 })}
              search={childState.text}
              onSearchChange={(text) => setChildState({ ...childState, text, page: 1 })}
              isLoading={children.isLoading}
              error={children.error ? toApiError(children.error).message : null}
              onRetry={() => void children.refetch()}
              emptyText="Esta ruta no tiene hijas que coincidan"
              actions={(route) => rowActions(route, false)}
            />
          </Stack>
        )}
      </Stack>
      {editing && <RouteFormDialog route={editing.route} parentId={editing.parentId} onClose={() => setEditing(null)} />}
    </>
  );
}
