// /acciones: the catalogue of actions a route can offer (ver, crear, editar…). A key never changes once created.
import { useState } from 'react';
import * as yup from 'yup';
import { FIELD_LIMITS, type ActionCatalogItem } from '@mikro/contracts';
import { toApiError, setServerFieldErrors } from '@mikro/api-client';
import { useCanOnShared } from '@mikro/session';
import { useSharedReferenceNote } from '../../shared/sharedReference';
import { Button, ConfirmDialog, DataTable, FormDialog, HStack, notify, PageHeader, requiredString, TextField, type SortState } from '@mikro/ui';
import { sliceActions } from './sliceActions';
import { useActions, useDeleteAction, useSaveAction } from './useActions';

const schema = yup.object({
  key: requiredString()
    .max(FIELD_LIMITS.actions.key)
    .matches(/^[a-z][a-z0-9-]*$/, 'Use minúsculas, números y guiones, empezando con una letra'),
  name: requiredString().max(FIELD_LIMITS.actions.name),
});

export function ActionsPage() {
  const list = useActions();
  const save = useSaveAction();
  const remove = useDeleteAction();
  const [state, setState] = useState({ page: 1, pageSize: 10, search: '', sort: { field: 'id', order: 'ASC' } as SortState });
  const [editing, setEditing] = useState<ActionCatalogItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ActionCatalogItem | null>(null);
  const canCreate = useCanOnShared('crear');
  const canEdit = useCanOnShared('editar');
  const canDelete = useCanOnShared('eliminar');
  const visible = sliceActions(list.data ?? [], state);

  const description = useSharedReferenceNote('Las acciones que una ruta puede ofrecer y que los roles reciben como permiso');
  return (
    <>
      <PageHeader
        title="Acciones"
        description={description}
        actions={canCreate && <Button colorPalette="brand" onClick={() => setEditing(null)}>Nueva acción</Button>}
      />
      <DataTable<ActionCatalogItem>
        columns={[
          { key: 'key', header: 'Clave', sortable: true },
          { key: 'name', header: 'Nombre', sortable: true },
          { key: 'routeCount', header: 'Rutas que la ofrecen', sortable: true, align: 'end' },
        ]}
        rows={visible.rows}
        rowKey="id"
        total={visible.total}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => setState({ ...state, page })}
        onPageSizeChange={(pageSize) => setState({ ...state, pageSize, page: 1 })}
        sort={state.sort}
        onSortChange={(sort) => setState({ ...state, sort, page: 1 })}
        search={state.search}
        onSearchChange={(search) => setState({ ...state, search, page: 1 })}
        isLoading={list.isLoading}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText="No hay acciones que coincidan con la búsqueda"
        actions={(action) => (
          <HStack gap="1">
            {canEdit && <Button size="xs" variant="outline" onClick={() => setEditing(action)}>Editar</Button>}
            {canDelete && action.routeCount === 0 && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(action)}>Eliminar</Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && (
        <FormDialog
          open
          onClose={() => setEditing(undefined)}
          title={editing ? 'Editar acción' : 'Nueva acción'}
          initialValues={{ key: editing?.key ?? '', name: editing?.name ?? '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            try {
              await save.mutateAsync({ id: editing ? editing.id : null, input: { key: values.key, name: values.name } });
              if (editing) notify.updated();
              else notify.created();
              setEditing(undefined);
            } catch (error) {
              setServerFieldErrors(error, helpers.setFieldError);
              notify.saveError();
            }
          }}
        >
          <TextField name="key" label="Clave" required disabled={editing !== null} helper="Se usa en los permisos; no cambia después de crearla" />
          <TextField name="name" label="Nombre" required />
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar acción"
        body={deleting ? `Se eliminará la acción «${deleting.name}». ¿Desea continuar?` : null}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.deleted();
          } catch (error) {
            notify.error(toApiError(error).message);
            throw error;
          }
        }}
      />
    </>
  );
}
