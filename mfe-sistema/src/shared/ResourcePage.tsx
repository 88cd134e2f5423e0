// The list + create/edit + delete/restore screen shared by the catalogue features of this remote.
import { useState, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Paginated } from '@mikro/contracts';
import { toApiError, useCreate, useDelete, useList, useRestore, useUpdate, type ResourceClient } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  FormDialog,
  HStack,
  NativeSelect,
  PageHeader,
  pagedResultProps,
  Text,
  type Column,
  type FormikHelpers,
  type SortState,
  useTableState,
} from '@mikro/ui';
import { listQuery, type ListOptions, type ListState, type StatusFilter } from './listQuery';

interface Row {
  id: number;
  isActive?: boolean;
  deletedAt?: string | null;
}

export interface ResourceForm<T, V extends object, C, U> {
  initialValues: (row: T | null) => V;
  schema: ObjectSchema<AnyObject>;
  toCreate: (values: V) => C;
  toUpdate: (values: V) => U;
  fields: (row: T | null) => ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export interface ResourcePageProps<T extends Row, V extends object, C, U> {
  title: string;
  description?: string;
  client: ResourceClient<T, C, U>;
  columns: Column<T>[];
  listOptions: ListOptions;
  defaultSort: SortState;
  /** e.g. 'campus': buttons read 'Nuevo campus', dialogs 'Editar campus'. */
  noun: string;
  /** Feminine nouns read 'Nueva …'. */
  feminine?: boolean;
  emptyText: string;
  rowLabel: (row: T) => string;
  form: ResourceForm<T, V, C, U>;
  /** The table has isActive: a status filter and an Activo/Inactivo column. */
  hasActiveFlag?: boolean;
  /** The table has deletedAt: deletes are soft and can be undone. */
  softDelete?: boolean;
  rowActions?: (row: T) => ReactNode;
  /** Rows the product cannot do without (e.g. the Desarrollador role) hide their delete button. */
  canDeleteRow?: (row: T) => boolean;
  toolbar?: ReactNode;
  headerActions?: ReactNode;
}

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];

export function ResourcePage<T extends Row, V extends object, C, U>(props: ResourcePageProps<T, V, C, U>) {
  const { client, form, noun, softDelete = false, hasActiveFlag = false } = props;
  const table = useTableState({ sort: props.defaultSort });
  const [status, setStatus] = useState<StatusFilter>('all');
  const [showDeleted, setShowDeleted] = useState(false);
  const state: ListState = { ...table, sort: table.sort ?? props.defaultSort, status, showDeleted };
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = useList(client, listQuery(state, props.listOptions), { placeholderData: keepPreviousData });
  const create = useCreate(client);
  const update = useUpdate(client);
  const remove = useDelete(client, { soft: softDelete });
  const restore = useRestore(client);
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');
  const canDelete = useCan('eliminar');
  const page = list.data as Paginated<T> | undefined;
  const article = props.feminine ? 'Nueva' : 'Nuevo';

  const columns: Column<T>[] = [...props.columns];
  if (hasActiveFlag || softDelete) {
    columns.push({
      key: 'status',
      header: 'Estado',
      render: (row) =>
        row.deletedAt ? (
          <Badge colorPalette="red">Eliminado</Badge>
        ) : (
          <Badge colorPalette={row.isActive === false ? 'gray' : 'green'}>{row.isActive === false ? 'Inactivo' : 'Activo'}</Badge>
        ),
    });
  }

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: form.toUpdate(values) });
      else await create.mutateAsync(form.toCreate(values));
      setEditing(undefined);
    } catch (error) {
      for (const field of toApiError(error).fields ?? []) helpers.setFieldError(field.field, field.message);
    }
  };

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <HStack>
            {props.headerActions}
            {canCreate && (
              <Button colorPalette="brand" onClick={() => setEditing(null)}>
                {article} {noun}
              </Button>
            )}
          </HStack>
        }
      />
      <DataTable<T>
        columns={columns}
        rowKey={(row) => row.id}
        {...table.controls}
        {...pagedResultProps({ data: page, isLoading: list.isLoading, error: list.error, refetch: list.refetch })}
        emptyText={props.emptyText}
        toolbar={
          <HStack gap="4" wrap="wrap">
            {props.toolbar}
            {hasActiveFlag && (
              <HStack>
                <Text fontSize="sm">Estado</Text>
                <NativeSelect.Root size="sm" width="140px">
                  <NativeSelect.Field
                    aria-label="Filtrar por estado"
                    value={status}
                    onChange={(event) => {
                      setStatus(event.target.value as StatusFilter);
                      table.resetPage();
                    }}
                  >
                    {STATUS_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            )}
            {softDelete && (
              <Checkbox.Root
                size="sm"
                checked={showDeleted}
                onCheckedChange={(details) => {
                  setShowDeleted(details.checked === true);
                  table.resetPage();
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Mostrar eliminados</Checkbox.Label>
              </Checkbox.Root>
            )}
          </HStack>
        }
        actions={(row) => (
          <HStack gap="1">
            {props.rowActions?.(row)}
            {row.deletedAt
              ? canDelete && (
                  <Button size="xs" variant="outline" colorPalette="green" onClick={() => restore.mutate(row.id)}>
                    Restaurar
                  </Button>
                )
              : [
                  canEdit && (
                    <Button key="edit" size="xs" variant="outline" onClick={() => setEditing(row)}>
                      Editar
                    </Button>
                  ),
                  canDelete && (props.canDeleteRow?.(row) ?? true) && (
                    <Button key="delete" size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                      Eliminar
                    </Button>
                  ),
                ]}
          </HStack>
        )}
      />
      {editing !== undefined && (
        <FormDialog<V>
          open
          onClose={() => setEditing(undefined)}
          size={form.size ?? 'md'}
          title={editing ? `Editar ${noun}` : `${article} ${noun}`}
          initialValues={form.initialValues(editing)}
          validationSchema={form.schema}
          onSubmit={submit}
        >
          {form.fields(editing)}
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Eliminar ${noun}`}
        body={
          deleting
            ? softDelete
              ? `Se eliminará «${props.rowLabel(deleting)}». Podrás restaurarlo desde «Mostrar eliminados». ¿Deseas continuar?`
              : `Se eliminará «${props.rowLabel(deleting)}» de forma permanente. ¿Deseas continuar?`
            : null
        }
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
