// /maestros and /colegio/ctrlescolar/docentes: the teachers of the school (and of the academies).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Teacher } from '@mikro/contracts';
import { resourceKeys, teachersApi, useCreate, useDelete, useRestore, useUpdate, setServerFieldErrors } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import {
  Badge,
  Button,
  CheckboxField,
  type Column,
  ConfirmDialog,
  DataTable,
  FormDialog,
  HStack,
  PageHeader,
  pagedResultProps,
  SimpleGrid,
  SwitchField,
  TextField,
  useTableState,
  type FormikHelpers,
} from '@mikro/ui';
import { pagedListQuery } from '../../shared/listQuery';
import { fullName } from '../../shared/people';
import { teacherInitialValues, teacherSchema, toTeacherInput, type TeacherValues } from './teacherForm';

const DEFAULT_SORT = { field: 'name', order: 'ASC' } as const;

export function TeachersPage({ title = 'Maestros' }: { title?: string }) {
  const navigate = useNavigate();
  const table = useTableState({ sort: DEFAULT_SORT });
  const [editing, setEditing] = useState<Teacher | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Teacher | null>(null);
  const query = pagedListQuery({ ...table, sort: table.sort ?? DEFAULT_SORT, searchFields: ['name', 'lastNameFather', 'lastNameMother', 'email', 'rfc'] });
  const list = useQuery({ queryKey: resourceKeys.list(teachersApi, query), queryFn: () => teachersApi.listPaged(query), placeholderData: keepPreviousData });
  const create = useCreate(teachersApi);
  const update = useUpdate(teachersApi);
  const remove = useDelete(teachersApi, { soft: true });
  const restore = useRestore(teachersApi);
  const canCreate = useCan('crear');
  const canEdit = useCan('editar');
  const canDelete = useCan('eliminar');

  const columns: Column<Teacher>[] = [
    { key: 'name', header: 'Nombre', sortable: true, render: fullName },
    { key: 'email', header: 'Correo', sortable: true },
    { key: 'phone', header: 'Teléfono' },
    { key: 'areas', header: 'Imparte en', render: (teacher) => [teacher.isSchool && 'Colegio', teacher.isAcademy && 'Academias'].filter(Boolean).join(' y ') },
    { key: 'isActive', header: 'Estado', render: (teacher) => <Badge colorPalette={teacher.isActive ? 'green' : 'gray'}>{teacher.isActive ? 'Activo' : 'Inactivo'}</Badge> },
  ];

  const submit = async (values: TeacherValues, helpers: FormikHelpers<TeacherValues>) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: toTeacherInput(values) });
      else await create.mutateAsync(toTeacherInput(values));
      setEditing(undefined);
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        description="Docentes con sus datos de contacto y fiscales; sus materias por grupo se asignan en Materias por grupo"
        actions={
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => navigate('/maestros/informacion')}>
              Materias y grupos
            </Button>
            {canCreate && (
              <Button colorPalette="brand" onClick={() => setEditing(null)}>
                Nuevo maestro
              </Button>
            )}
          </HStack>
        }
      />
      <DataTable<Teacher>
        caption={title}
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        searchPlaceholder="Nombre, correo o RFC"
        emptyText="No hay maestros que coincidan con la búsqueda"
        actions={(teacher) => (
          <HStack gap="1">
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setEditing(teacher)}>
                Editar
              </Button>
            )}
            {canDelete && !teacher.deletedAt && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(teacher)}>
                Eliminar
              </Button>
            )}
            {canDelete && teacher.deletedAt && (
              <Button size="xs" variant="outline" onClick={() => restore.mutate(teacher.id)}>
                Restaurar
              </Button>
            )}
          </HStack>
        )}
      />
      {editing !== undefined && (
        <FormDialog<TeacherValues> open size="lg" onClose={() => setEditing(undefined)} title={editing ? 'Editar maestro' : 'Nuevo maestro'} initialValues={teacherInitialValues(editing)} validationSchema={teacherSchema} onSubmit={submit}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField name="name" label="Nombre(s)" required />
            <TextField name="lastNameFather" label="Apellido paterno" />
            <TextField name="lastNameMother" label="Apellido materno" />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="email" label="Correo" type="email" />
            <TextField name="phone" label="Teléfono" type="tel" />
            <TextField name="rfc" label="RFC" maxLength={13} textTransform="uppercase" />
            <TextField name="curp" label="CURP" maxLength={18} textTransform="uppercase" />
          </SimpleGrid>
          <HStack gap="6" wrap="wrap">
            <CheckboxField name="isSchool" label="Colegio" />
            <CheckboxField name="isAcademy" label="Academias" />
            <SwitchField name="isActive" label="Activo" />
          </HStack>
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar maestro"
        body={`Se eliminará a ${deleting ? fullName(deleting) : ''}. Sus asignaciones de materias se conservan. ¿Desea continuar?`}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </>
  );
}
