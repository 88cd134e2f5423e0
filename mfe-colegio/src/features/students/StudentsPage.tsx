// /alumnos and /colegio/alumnos: the school's students, searched by name, enrolment number or CURP.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Student } from '@mikro/contracts';
import { resourceKeys, studentsApi, useDelete } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Avatar, Badge, Button, type Column, ConfirmDialog, DataTable, HStack, PageHeader, pagedResultProps, Text, useTableState } from '@mikro/ui';
import { pagedListQuery } from '../../shared/listQuery';
import { fullName } from '../../shared/people';
import { StudentFormDialog } from './StudentFormDialog';

const DEFAULT_SORT = { field: 'searchName', order: 'ASC' } as const;

export function StudentsPage({ importPath, massEnrolPath }: { importPath: string; massEnrolPath: string }) {
  const navigate = useNavigate();
  const table = useTableState({ sort: DEFAULT_SORT });
  const [editing, setEditing] = useState<Student | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const query = pagedListQuery({
    ...table,
    sort: table.sort ?? DEFAULT_SORT,
    searchFields: ['searchName', 'enrollment', 'curp'],
    join: [{ field: 'family' }, { field: 'grade' }, { field: 'classroom' }, { field: 'campus' }],
  });
  const list = useQuery({ queryKey: resourceKeys.list(studentsApi, query), queryFn: () => studentsApi.listPaged(query), placeholderData: keepPreviousData });
  const remove = useDelete(studentsApi, { soft: true });
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');
  const canDelete = useCan('eliminar');

  const columns: Column<Student>[] = [
    {
      key: 'searchName',
      header: 'Alumno',
      sortable: true,
      render: (student) => (
        <HStack gap="2">
          <Avatar.Root size="xs">
            {student.photo && <Avatar.Image src={student.photo} alt="" />}
            <Avatar.Fallback name={fullName(student)} />
          </Avatar.Root>
          <Text>{fullName(student)}</Text>
        </HStack>
      ),
    },
    { key: 'enrollment', header: 'Matrícula', sortable: true },
    { key: 'family', header: 'Familia', render: (student) => student.family?.name ?? '' },
    { key: 'grade', header: 'Grado y grupo', render: (student) => [student.grade?.name, student.classroom?.name].filter(Boolean).join(' · ') },
    { key: 'campus', header: 'Campus', render: (student) => student.campus?.name ?? '' },
    { key: 'isActive', header: 'Estado', render: (student) => <Badge colorPalette={student.isActive ? 'green' : 'gray'}>{student.isActive ? 'Activo' : 'Inactivo'}</Badge> },
  ];

  return (
    <>
      <PageHeader
        title="Alumnos"
        description="Alumnos del colegio con su familia, grado y grupo; abra el perfil para ver inscripciones, cargos, pagos y estado de cuenta"
        actions={
          canCreate && (
            <HStack wrap="wrap">
              <Button variant="outline" onClick={() => navigate(importPath)}>
                Importar
              </Button>
              <Button variant="outline" onClick={() => navigate(massEnrolPath)}>
                Inscripciones masivas
              </Button>
              <Button colorPalette="brand" onClick={() => setEditing(null)}>
                Nuevo alumno
              </Button>
            </HStack>
          )
        }
      />
      <DataTable<Student>
        caption="Alumnos"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Nombre, matrícula o CURP"
        emptyText="No hay alumnos que coincidan con la búsqueda"
        actions={(student) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => navigate(`/colegio/alumnos/perfil/${student.id}`)}>
              Perfil
            </Button>
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setEditing(student)}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(student)}>
                Eliminar
              </Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && <StudentFormDialog student={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar alumno"
        body={`Se dará de baja a ${deleting ? fullName(deleting) : ''}. Sus inscripciones, cargos y pagos se conservan. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
