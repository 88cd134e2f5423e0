// A student's scholarships (Becas of the extra-charges catalogue): their value, period, what they cover and who
// granted them; the desk assigns one or switches it off or on again. The fee counter applies the active ones.
import { useState } from 'react';
import type { StudentScholarship } from '@mikro/contracts';
import { extraChargesApi, schoolConceptsApi, toApiError, useAssignScholarship, useList, useResourceOptions, useScholarships } from '@mikro/api-client';
import { EXTRA_CHARGE_KIND, VALUE_TYPE } from '@mikro/domain';
import { Badge, Button, ConfirmDialog, DataTable, formatDate, formatDateTime, formatMoney, HStack, notify, SelectInput, Text, VStack, type Column } from '@mikro/ui';

/** '10 %' or '$ 500.00' off each charge. */
export function scholarshipValue(scholarship: Pick<StudentScholarship, 'quantity' | 'typeApplication'>): string {
  return scholarship.typeApplication === VALUE_TYPE.percentage ? `${Number(scholarship.quantity)} %` : formatMoney(scholarship.quantity);
}

/** 'Del 01/08/2026 al 10/07/2027', 'Desde el …', 'Hasta el …' or 'Sin vencimiento'. */
export function scholarshipPeriod(scholarship: Pick<StudentScholarship, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = scholarship;
  if (startDate && endDate) return `Del ${formatDate(startDate)} al ${formatDate(endDate)}`;
  if (startDate) return `Desde el ${formatDate(startDate)}`;
  if (endDate) return `Hasta el ${formatDate(endDate)}`;
  return 'Sin vencimiento';
}

function stateOf(scholarship: StudentScholarship): { text: string; palette: string } {
  if (!scholarship.isActive) return { text: 'Inactiva', palette: 'gray' };
  if (!scholarship.catalogueActive) return { text: 'Desactivada en el catálogo', palette: 'orange' };
  return { text: 'Activa', palette: 'green' };
}

export function ScholarshipsPanel({ studentId, studentName, canEdit }: { studentId: number; studentName: string; canEdit: boolean }) {
  const scholarships = useScholarships(studentId);
  const assign = useAssignScholarship(studentId);
  const catalogue = useList(
    extraChargesApi,
    { filter: [{ field: 'extraChargesType.kind', operator: '$eq', value: EXTRA_CHARGE_KIND.Becas }, { field: 'isActive', operator: '$eq', value: true }], sort: [{ field: 'name', order: 'ASC' }], limit: 200 },
    { enabled: canEdit, staleTime: 30_000 },
  );
  const concepts = useResourceOptions(schoolConceptsApi, (row) => row.name, { sortField: 'name' });
  const [chosen, setChosen] = useState<number | null>(null);
  // 0: every concept of the school; else the one concept it covers (tuition, not the enrolment fee).
  const [covers, setCovers] = useState<number>(0);
  const [switchingOff, setSwitchingOff] = useState<StudentScholarship | null>(null);
  const rows = scholarships.data ?? [];
  const held = new Set(rows.filter((row) => row.isActive).map((row) => row.extraChargeId));
  const offered = (Array.isArray(catalogue.data) ? catalogue.data : (catalogue.data?.data ?? [])).filter((charge) => !held.has(charge.id));

  const save = async (extraChargeId: number, isActive: boolean, conceptIds?: number[]) => {
    try {
      await assign.mutateAsync({ extraChargeId, isActive, ...(conceptIds ? { conceptIds } : {}) });
      notify.success(isActive ? 'Beca asignada' : 'Beca desactivada');
      setChosen(null);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  const columns: Column<StudentScholarship>[] = [
    { key: 'name', header: 'Beca', render: (row) => <Text fontWeight="medium">{row.name}</Text> },
    { key: 'quantity', header: 'Valor', render: scholarshipValue },
    { key: 'startDate', header: 'Vigencia', render: scholarshipPeriod },
    { key: 'extraChargeId', header: 'Cubre', render: (row) => (row.concepts.length === 0 ? 'Todos los cargos del colegio' : row.concepts.map((c) => c.name).join(', ')) },
    { key: 'grantedBy', header: 'Otorgada por', render: (row) => (row.grantedBy ? `${row.grantedBy} · ${formatDateTime(row.grantedAt)}` : 'Sin registro') },
    {
      key: 'isActive',
      header: 'Estado',
      render: (row) => {
        const state = stateOf(row);
        return <Badge colorPalette={state.palette}>{state.text}</Badge>;
      },
    },
  ];

  return (
    <VStack align="stretch" gap="3">
      {canEdit && (
        <HStack gap="2" wrap="wrap" align="end">
          <SelectInput<number>
            label="Beca por asignar"
            placeholder={offered.length === 0 && !catalogue.isLoading ? 'No hay becas por asignar' : 'Seleccione una beca'}
            options={offered.map((charge) => ({ value: charge.id, label: `${charge.name} · ${scholarshipValue({ quantity: charge.quantity, typeApplication: charge.typeApplication === VALUE_TYPE.quantity ? 2 : 1 })}` }))}
            value={chosen}
            onChange={setChosen}
            disabled={offered.length === 0}
            flex="1"
            minWidth={{ base: 'full', md: '280px' }}
          />
          <SelectInput<number>
            label="Cubre"
            options={[{ value: 0, label: 'Todos los conceptos' }, ...concepts.options.map((option) => ({ value: Number(option.value), label: option.label }))]}
            value={covers}
            onChange={(value) => setCovers(value ?? 0)}
            minWidth={{ base: 'full', md: '220px' }}
          />
          <Button colorPalette="brand" disabled={chosen === null} loading={assign.isPending} onClick={() => chosen !== null && void save(chosen, true, covers === 0 ? [] : [covers])}>
            Asignar beca
          </Button>
        </HStack>
      )}
      <DataTable<StudentScholarship>
        caption={`Becas de ${studentName}`}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        isLoading={scholarships.isLoading}
        error={scholarships.error ? toApiError(scholarships.error).message : null}
        onRetry={() => void scholarships.refetch()}
        rowKey="id"
        emptyText="Sin becas asignadas"
        actions={
          canEdit
            ? (row) =>
                row.isActive ? (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setSwitchingOff(row)}>
                    Desactivar
                  </Button>
                ) : (
                  <Button size="xs" variant="outline" onClick={() => void save(row.extraChargeId, true)}>
                    Activar
                  </Button>
                )
            : undefined
        }
      />
      <ConfirmDialog
        open={switchingOff !== null}
        onClose={() => setSwitchingOff(null)}
        title="Desactivar beca"
        body={`${switchingOff?.name ?? ''} dejará de aplicarse a los cargos que ${studentName} pague desde ahora. ¿Desea continuar?`}
        confirmText="Desactivar"
        destructive
        onConfirm={async () => {
          if (switchingOff) await save(switchingOff.extraChargeId, false);
        }}
      />
    </VStack>
  );
}
