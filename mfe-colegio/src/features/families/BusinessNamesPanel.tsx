// A family's business names (razones sociales) for its invoices.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FamilyBusinessName } from '@mikro/contracts';
import { familyBusinessNamesApi, helpersApi, queryKeys, toApiError, useCreate, useDelete, useList, useUpdate, setServerFieldErrors } from '@mikro/api-client';
import { Badge, Button, CheckboxField, ConfirmDialog, DataTable, FormDialog, HStack, SelectField, SimpleGrid, TextField, type Column, type FormikHelpers } from '@mikro/ui';
import { businessNameInitialValues, businessNameSchema, toBusinessNameInput, type BusinessNameValues } from '../../shared/familyForm';

interface TaxRegime {
  code: string;
  name: string;
}

export function BusinessNamesPanel({ familyId, canEdit }: { familyId: number; canEdit: boolean }) {
  const list = useList(familyBusinessNamesApi, { filter: [{ field: 'familyId', operator: '$eq', value: familyId }], sort: [{ field: 'businessName', order: 'ASC' }], limit: 100 });
  const regimes = useQuery({ queryKey: queryKeys.helpers.list('tax-regimes', { limit: 100 }), queryFn: () => helpersApi.list<TaxRegime>('tax-regimes', { limit: 100 }), staleTime: Infinity });
  const create = useCreate(familyBusinessNamesApi);
  const update = useUpdate(familyBusinessNamesApi);
  const remove = useDelete(familyBusinessNamesApi);
  const [editing, setEditing] = useState<FamilyBusinessName | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<FamilyBusinessName | null>(null);
  const rows = Array.isArray(list.data) ? list.data : (list.data?.data ?? []);
  const regimeName = (code: string) => regimes.data?.data.find((regime) => regime.code === code)?.name ?? code;

  const columns: Column<FamilyBusinessName>[] = [
    { key: 'rfc', header: 'RFC' },
    { key: 'businessName', header: 'Razón social' },
    { key: 'taxRegime', header: 'Régimen fiscal', render: (row) => `${row.taxRegime} · ${regimeName(row.taxRegime)}` },
    { key: 'zip', header: 'C.P.' },
    { key: 'isDefault', header: 'Predeterminada', render: (row) => (row.isDefault ? <Badge colorPalette="green">Sí</Badge> : '') },
  ];

  const submit = async (values: BusinessNameValues, helpers: FormikHelpers<BusinessNameValues>) => {
    try {
      const body = toBusinessNameInput(familyId, values);
      if (editing) await update.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync(body);
      setEditing(undefined);
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
    }
  };

  return (
    <>
      <DataTable<FamilyBusinessName>
        caption="Razones sociales"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        isLoading={list.isLoading}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        rowKey="id"
        emptyText="La familia no tiene razones sociales; agregue una para poder facturarle"
        toolbar={
          canEdit && (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
              Agregar razón social
            </Button>
          )
        }
        actions={
          canEdit
            ? (row) => (
                <HStack gap="1">
                  <Button size="xs" variant="outline" onClick={() => setEditing(row)}>
                    Editar
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                    Eliminar
                  </Button>
                </HStack>
              )
            : undefined
        }
      />
      {editing !== undefined && (
        <FormDialog<BusinessNameValues>
          open
          size="lg"
          onClose={() => setEditing(undefined)}
          title={editing ? 'Editar razón social' : 'Nueva razón social'}
          initialValues={businessNameInitialValues(editing)}
          validationSchema={businessNameSchema}
          onSubmit={submit}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="rfc" label="RFC" required maxLength={13} textTransform="uppercase" />
            <TextField name="zip" label="Código postal" required maxLength={5} inputMode="numeric" />
          </SimpleGrid>
          <TextField name="businessName" label="Razón social" required helper="Como aparece en la constancia de situación fiscal" />
          <SelectField
            name="taxRegime"
            label="Régimen fiscal"
            required
            placeholder="Seleccione…"
            options={(regimes.data?.data ?? []).map((regime) => ({ value: regime.code, label: `${regime.code} · ${regime.name}` }))}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="email" label="Correo para la factura" type="email" />
            <TextField name="cfdiUse" label="Uso del CFDI" maxLength={4} textTransform="uppercase" helper="D10: pagos por servicios educativos (colegiaturas)" />
          </SimpleGrid>
          <CheckboxField name="isDefault" label="Razón social predeterminada" />
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar razón social"
        body={`Se eliminará la razón social ${deleting?.rfc ?? ''} · ${deleting?.businessName ?? ''}. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
