// /prospectos: future students, their follow-up status and their conversion into students.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Prospect } from '@mikro/contracts';
import { prospectsApi, resourceKeys, useCreate, useDelete, setServerFieldErrors } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Badge, Button, type Column, ConfirmDialog, DataTable, FormDialog, HStack, PageHeader, pagedResultProps, SelectInput, useTableState, type FormikHelpers } from '@mikro/ui';
import { pagedListQuery } from '../../shared/listQuery';
import { fullName } from '../../shared/people';
import { ConvertProspectDialog } from './ConvertProspectDialog';
import { ProspectFields } from './ProspectFields';
import { PROSPECT_STATUSES, prospectInitialValues, prospectSchema, toProspectInput, type ProspectValues } from './prospectForm';

const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;

export function ProspectStatusBadge({ status }: { status: string }) {
  const known = PROSPECT_STATUSES.find((candidate) => candidate.value === status);
  return <Badge colorPalette={known?.color ?? 'gray'}>{known?.label ?? status}</Badge>;
}

export function ProspectsPage() {
  const navigate = useNavigate();
  const table = useTableState({ sort: DEFAULT_SORT });
  const [status, setStatus] = useState<(typeof PROSPECT_STATUSES)[number]['value'] | null>(null);
  const [creating, setCreating] = useState(false);
  const [converting, setConverting] = useState<Prospect | null>(null);
  const [deleting, setDeleting] = useState<Prospect | null>(null);
  const query = pagedListQuery({
    ...table,
    sort: table.sort ?? DEFAULT_SORT,
    searchFields: ['name', 'lastNameFather', 'lastNameMother', 'curp', 'email', 'tutorName'],
    filters: status ? [{ field: 'status', operator: '$eq', value: status }] : [],
    join: [{ field: 'grade' }],
  });
  const list = useQuery({ queryKey: resourceKeys.list(prospectsApi, query), queryFn: () => prospectsApi.listPaged(query), placeholderData: keepPreviousData });
  const create = useCreate(prospectsApi);
  const remove = useDelete(prospectsApi, { soft: true });
  const canCreate = useCan('crear');
  const canDelete = useCan('eliminar');

  const columns: Column<Prospect>[] = [
    { key: 'name', header: 'Prospecto', sortable: true, render: fullName },
    { key: 'grade', header: 'Grado de interés', render: (prospect) => prospect.grade?.name ?? '' },
    { key: 'tutorName', header: 'Tutor' },
    { key: 'phone', header: 'Teléfono' },
    { key: 'status', header: 'Seguimiento', sortable: true, render: (prospect) => <ProspectStatusBadge status={prospect.status} /> },
  ];

  const submit = async (values: ProspectValues, helpers: FormikHelpers<ProspectValues>) => {
    try {
      await create.mutateAsync(toProspectInput(values));
      setCreating(false);
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
    }
  };

  return (
    <>
      <PageHeader
        title="Prospectos"
        description="Futuros alumnos: seguimiento y conversión en alumno"
        actions={
          canCreate && (
            <HStack wrap="wrap">
              <Button variant="outline" onClick={() => navigate('/prospectos/importar')}>
                Importar
              </Button>
              <Button colorPalette="brand" onClick={() => setCreating(true)}>
                Nuevo prospecto
              </Button>
            </HStack>
          )
        }
      />
      <DataTable<Prospect>
        caption="Prospectos"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Nombre, CURP, correo o tutor"
        emptyText="No hay prospectos que coincidan con la búsqueda"
        toolbar={
          <SelectInput
            size="sm"
            width="180px"
            label="Filtrar por seguimiento"
            placeholder="Todos"
            options={PROSPECT_STATUSES}
            value={status}
            onChange={(value) => {
              setStatus(value);
              table.resetPage();
            }}
          />
        }
        actions={(prospect) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => navigate(`/prospectos/${prospect.id}`)}>
              Abrir
            </Button>
            {canCreate && prospect.status !== 'inscrito' && (
              <Button size="xs" variant="outline" colorPalette="green" onClick={() => setConverting(prospect)}>
                Convertir en alumno
              </Button>
            )}
            {canDelete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(prospect)}>
                Eliminar
              </Button>
            )}
          </HStack>
        )}
      />
      {creating && (
        <FormDialog<ProspectValues> open size="xl" onClose={() => setCreating(false)} title="Nuevo prospecto" initialValues={prospectInitialValues(null)} validationSchema={prospectSchema} onSubmit={submit}>
          <ProspectFields />
        </FormDialog>
      )}
      {converting && <ConvertProspectDialog prospect={converting} onClose={() => setConverting(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar prospecto"
        body={`Se eliminará el prospecto ${deleting ? fullName(deleting) : ''}. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
