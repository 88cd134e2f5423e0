// /familias: the families, searched by name, parents or tutor.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Family } from '@mikro/contracts';
import { familiesApi, resourceKeys, useDelete } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Badge, Button, type Column, ConfirmDialog, DataTable, HStack, PageHeader, pagedResultProps, useTableState } from '@mikro/ui';
import { pagedListQuery } from '../../shared/listQuery';

const DEFAULT_SORT = { field: 'name', order: 'ASC' } as const;

export function FamiliesPage() {
  const navigate = useNavigate();
  const table = useTableState({ sort: DEFAULT_SORT });
  const [deleting, setDeleting] = useState<Family | null>(null);
  const query = pagedListQuery({ ...table, sort: table.sort ?? DEFAULT_SORT, searchFields: ['name', 'fatherName', 'motherName', 'tutorName', 'email'], join: [{ field: 'students', select: ['id'] }] });
  const list = useQuery({ queryKey: resourceKeys.list(familiesApi, query), queryFn: () => familiesApi.listPaged(query), placeholderData: keepPreviousData });
  const remove = useDelete(familiesApi, { soft: true });
  const canCreate = useCan('crear');
  const canDelete = useCan('eliminar');

  const columns: Column<Family>[] = [
    { key: 'name', header: 'Familia', sortable: true },
    { key: 'fatherName', header: 'Padre', sortable: true },
    { key: 'motherName', header: 'Madre', sortable: true },
    { key: 'phone', header: 'Teléfono' },
    { key: 'students', header: 'Alumnos', align: 'end', render: (family) => String(family.students?.length ?? 0) },
    { key: 'isActive', header: 'Estado', render: (family) => <Badge colorPalette={family.isActive ? 'green' : 'gray'}>{family.isActive ? 'Activa' : 'Inactiva'}</Badge> },
  ];

  return (
    <>
      <PageHeader
        title="Familias"
        description="Familias con sus integrantes y sus razones sociales para facturar"
        actions={
          canCreate && (
            <Button colorPalette="brand" onClick={() => navigate('/familias/informacion')}>
              Nueva familia
            </Button>
          )
        }
      />
      <DataTable<Family>
        caption="Familias"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Familia, padre, madre, tutor o correo"
        emptyText="No hay familias que coincidan con la búsqueda"
        actions={(family) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => navigate(`/familias/${family.id}`)}>
              Abrir
            </Button>
            {canDelete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(family)}>
                Eliminar
              </Button>
            )}
          </HStack>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar familia"
        body={`Se eliminará la familia «${deleting?.name ?? ''}». Sus alumnos se conservan sin familia. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
