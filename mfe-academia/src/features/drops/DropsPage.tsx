// /academias/bajas: the dropped inscriptions — date, reason and what is still owed (paid months stay).
import { useState } from 'react';
import type { AcademyEnrolmentRow } from '@mikro/contracts';
import { useAcademyDrops, useAcademyEnrolments } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Button, DataTable, DateRangeFilter, HStack, Input, PageHeader, Stack, Text, formatDate, formatMoney, pagedResultProps, useTableState, type Column } from '@mikro/ui';
import { DropDialog } from '../../shared/DropDialog';

const columns: Column<AcademyEnrolmentRow>[] = [
  { key: 'personName', header: 'Nombre', sortable: true },
  { key: 'kind', header: 'Tipo', render: (row) => (row.kind === 'alumno' ? 'Alumno' : 'Externo') },
  { key: 'groupName', header: 'Grupo', render: (row) => `${row.activityName} · ${row.groupName}` },
  { key: 'dropDate', header: 'Fecha de baja', sortable: true, render: (row) => formatDate(row.dropDate) },
  { key: 'dropReason', header: 'Motivo' },
  { key: 'pendingAmount', header: 'Queda por pagar', align: 'end', render: (row) => formatMoney(row.pendingAmount) },
];

export function DropsPage() {
  const table = useTableState({ sort: { field: 'dropDate', order: 'DESC' } });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = useAcademyDrops({ page: table.page, limit: table.pageSize, search: table.search || undefined, from: from || undefined, to: to || undefined });
  const permissions = useCrudPermissions();
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState('');
  const [dropping, setDropping] = useState<AcademyEnrolmentRow | null>(null);
  const active = useAcademyEnrolments({ status: 'activa', search: search || undefined, limit: 8 });

  return (
    <Stack gap="3">
      <PageHeader
        title="Bajas"
        description="Al dar de baja se cancelan los cargos pendientes desde el mes siguiente; lo pagado se conserva"
        actions={permissions.create ? <Button onClick={() => setPicking(!picking)}>Registrar baja</Button> : undefined}
      />
      {picking ? (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
          <Input aria-label="Buscar inscripción activa" placeholder="Buscar inscripción activa por nombre o grupo" value={search} onChange={(event) => setSearch(event.target.value)} />
          {(active.data?.data ?? []).map((row) => (
            <HStack key={row.id} justify="space-between" wrap="wrap">
              <Text>
                {row.personName} · {row.activityName} · {row.groupName}
              </Text>
              <Button size="xs" colorPalette="red" variant="outline" onClick={() => setDropping(row)}>
                Dar de baja
              </Button>
            </HStack>
          ))}
          {active.data && active.data.data.length === 0 ? <Text color="fg.muted">Sin inscripciones activas que coincidan</Text> : null}
        </Stack>
      ) : null}
      <DataTable<AcademyEnrolmentRow>
        caption="Bajas"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        emptyText="No hay bajas en el periodo"
        toolbar={
          <HStack gap="2" wrap="wrap">
            <DateRangeFilter
              from={from}
              to={to}
              onChange={(range) => {
                setFrom(range.from);
                setTo(range.to);
                table.resetPage();
              }}
            />
          </HStack>
        }
      />
      <DropDialog inscription={dropping} onClose={() => { setDropping(null); setPicking(false); }} />
    </Stack>
  );
}
