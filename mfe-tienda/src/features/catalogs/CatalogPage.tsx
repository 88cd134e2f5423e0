// One screen for the store's simple catalogues (classifications, price lists, providers): a paged,
// searchable table with create/edit and a confirmed soft delete.
import { useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceKeys, toApiError, useCreate, useDelete, useUpdate, type ResourceClient } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import {
  Button,
  type Column,
  ConfirmDialog,
  DataTable,
  FormDialog,
  HStack,
  pagedResultProps,
  PageHeader,
  useTableState,
} from '@mikro/ui';
import { catalogQuery } from './catalogQuery';

export interface CatalogPageProps<T extends { id: number; name: string }, Values extends object, Input> {
  title: string;
  description: string;
  singular: string;
  client: ResourceClient<T, Input, Partial<Input>>;
  columns: Column<T>[];
  /** Fields searched (case-insensitive contains). */
  searchFields: string[];
  schema: AnyObjectSchema;
  toValues: (row: T | null) => Values;
  toInput: (values: Values) => Input;
  fields: ReactNode;
  /** More buttons per row, before Editar. */
  rowActions?: (row: T) => ReactNode;
}

export function CatalogPage<T extends { id: number; name: string }, Values extends object, Input>(props: CatalogPageProps<T, Values, Input>) {
  const { client } = props;
  const table = useTableState({ sort: { field: 'name', order: 'ASC' } });
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const query = catalogQuery({ ...table, sort: table.sort ?? { field: 'name', order: 'ASC' }, searchFields: props.searchFields });
  const list = useQuery({ queryKey: resourceKeys.list(client, query), queryFn: () => client.listPaged(query), placeholderData: keepPreviousData });
  const create = useCreate(client);
  const update = useUpdate(client);
  const remove = useDelete(client, { soft: true });
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');
  const canDelete = useCan('eliminar');

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          canCreate && (
            <Button colorPalette="brand" onClick={() => setEditing(null)}>
              Nuevo
            </Button>
          )
        }
      />
      <DataTable<T>
        caption={props.title}
        columns={props.columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        actions={(row) => (
          <HStack gap="1">
            {props.rowActions?.(row)}
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setEditing(row)}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                Eliminar
              </Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && (
        <FormDialog<Values & object>
          open
          onClose={() => setEditing(undefined)}
          title={editing ? `Editar ${props.singular}` : `Nuevo ${props.singular}`}
          initialValues={props.toValues(editing)}
          validationSchema={props.schema}
          onSubmit={async (values, { setFieldError }) => {
            try {
              const body = props.toInput(values);
              if (editing) await update.mutateAsync({ id: editing.id, body: body as Partial<Input> });
              else await create.mutateAsync(body);
              setEditing(undefined);
            } catch (error) {
              for (const field of toApiError(error).fields ?? []) setFieldError(field.field, field.message);
            }
          }}
        >
          {props.fields}
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Eliminar ${props.singular}`}
        body={`Se eliminará «${deleting?.name ?? ''}». ¿Deseas continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
