// THE catalogue screen: a declarative list + create/edit + (soft) delete/restore + Excel export, driven
// by a ResourcePageSource (see resourceSource of @mikro/api-client) and the route's permissions.
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormikHelpers } from 'formik';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { FormDialog } from '../form/FormDialog';
import { SelectInput, type SelectOption } from '../form/SelectInput';
import { PageHeader } from '../layout/PageHeader';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/types';
import { pagedResultProps, useTableState } from '../table/useTableState';
import type { ResourceFilter, ResourceFilterValue, ResourceListState, ResourcePageProps, ResourceRow, ResourceStatusFilter } from './types';

const STATUS_OPTIONS: SelectOption<ResourceStatusFilter>[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];

/** The status column the kit adds to rows with isActive or deletedAt ('Activa' etc. for feminine nouns). */
export function statusColumn<T extends ResourceRow>(feminine = false): Column<T> {
  const ending = feminine ? 'a' : 'o';
  const label = (row: T) => (row.deletedAt ? `Eliminad${ending}` : row.isActive === false ? `Inactiv${ending}` : `Activ${ending}`);
  return {
    key: 'status',
    header: 'Estado',
    exportValue: label,
    render: (row) => <Badge colorPalette={row.deletedAt ? 'red' : row.isActive === false ? 'gray' : 'green'}>{label(row)}</Badge>,
  };
}

function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is { field: string; message: string } => typeof f?.field === 'string' && typeof f?.message === 'string') : [];
}

function FilterSelect({ filter, value, onChange }: { filter: ResourceFilter; value: ResourceFilterValue | null; onChange: (value: ResourceFilterValue | null) => void }) {
  // A filter's values may be booleans, which a select cannot hold: its options stand by their position.
  const index = value === null ? -1 : filter.options.findIndex((option) => option.value === value);
  return (
    <HStack>
      <Text fontSize="sm">{filter.label}</Text>
      <SelectInput
        size="sm"
        width="180px"
        label={`Filtrar por ${filter.label.toLowerCase()}`}
        placeholder={filter.allLabel ?? 'Todos'}
        options={filter.options.map((option, i) => ({ value: i, label: option.label }))}
        value={index === -1 ? null : index}
        onChange={(i) => onChange(i === null ? null : (filter.options[i]?.value ?? null))}
      />
    </HStack>
  );
}

export function ResourcePage<T extends ResourceRow, V extends object, C, U>(props: ResourcePageProps<T, V, C, U>) {
  const { source, form, noun, permissions, softDelete = false, hasActiveFlag = false } = props;
  const table = useTableState({ sort: props.defaultSort });
  const [status, setStatus] = useState<ResourceStatusFilter>('all');
  const [showDeleted, setShowDeleted] = useState(false);
  const [filters, setFilters] = useState<Record<string, ResourceFilterValue | null>>({});
  const state: ResourceListState = {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort ?? props.defaultSort,
    status,
    showDeleted,
    filters,
  };
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [restoring, setRestoring] = useState<T | null>(null);
  const list = source.useList(state);
  const mutations = source.useMutations({ softDelete });
  const article = props.feminine ? 'Nueva' : 'Nuevo';
  const columns: Column<T>[] = hasActiveFlag || softDelete ? [...props.columns, statusColumn<T>(props.feminine)] : props.columns;

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    if (!form) return;
    try {
      if (editing) await mutations.update(editing.id, form.toUpdate(values));
      else await mutations.create(form.toCreate(values));
      setEditing(undefined);
    } catch (error) {
      for (const field of fieldErrorsOf(error)) helpers.setFieldError(field.field, field.message);
    }
  };

  const hasToolbar = Boolean(props.toolbar || hasActiveFlag || softDelete || props.filters?.length);
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <HStack>
            {props.headerActions}
            {form && permissions.create && (
              <Button colorPalette="brand" onClick={() => setEditing(null)}>
                {article} {noun}
              </Button>
            )}
          </HStack>
        }
      />
      <DataTable<T>
        caption={props.title}
        columns={columns}
        rowKey={(row) => row.id}
        {...table.controls}
        {...pagedResultProps(list)}
        emptyText={props.emptyText}
        onExport={source.exportRows ? () => source.exportRows!(state) : undefined}
        exportFileName={props.exportFileName ?? props.title}
        toolbar={
          hasToolbar ? (
            <HStack gap="4" wrap="wrap">
              {props.toolbar}
              {props.filters?.map((filter) => (
                <FilterSelect
                  key={filter.field}
                  filter={filter}
                  value={filters[filter.field] ?? null}
                  onChange={(value) => {
                    setFilters((current) => ({ ...current, [filter.field]: value }));
                    table.resetPage();
                  }}
                />
              ))}
              {hasActiveFlag && (
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
          ) : undefined
        }
        actions={(row) => (
          <HStack gap="1">
            {props.rowActions?.(row)}
            {row.deletedAt
              ? permissions.delete && (
                  <Button size="xs" variant="outline" colorPalette="green" onClick={() => setRestoring(row)}>
                    Restaurar
                  </Button>
                )
              : [
                  form && permissions.edit && (
                    <Button key="edit" size="xs" variant="outline" onClick={() => setEditing(row)}>
                      Editar
                    </Button>
                  ),
                  permissions.delete && (props.canDeleteRow?.(row) ?? true) && (
                    <Button key="delete" size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                      Eliminar
                    </Button>
                  ),
                ]}
          </HStack>
        )}
      />
      {form && editing !== undefined && (
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
              ? `Se eliminará «${props.rowLabel(deleting)}». Podrá restaurarlo desde «Mostrar eliminados». ¿Desea continuar?`
              : `Se eliminará «${props.rowLabel(deleting)}» de forma permanente. ¿Desea continuar?`
            : null
        }
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await mutations.remove(deleting.id);
        }}
      />
      <ConfirmDialog
        open={restoring !== null}
        onClose={() => setRestoring(null)}
        title={`Restaurar ${noun}`}
        body={restoring ? `Se restaurará «${props.rowLabel(restoring)}». ¿Desea continuar?` : null}
        confirmText="Restaurar"
        onConfirm={async () => {
          if (restoring) await mutations.restore(restoring.id);
        }}
      />
    </>
  );
}
