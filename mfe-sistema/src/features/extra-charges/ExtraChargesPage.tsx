// /system/cargosextra: discounts (Descuentos=1), surcharges (Recargos=2) and scholarships (Becas=3), their
// types, and a preview of the automatic ones that would apply for a payment month.
import { useQuery } from '@tanstack/react-query';
import type { ExtraCharge, ExtraChargeInput, ExtraChargeType } from '@mikro/contracts';
import { campusesApi, cyclesApi, extraChargesApi, extraChargesTypesApi, queryKeys, resourceKeys, useResourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import {
  APPLICATION_FORM_LABELS,
  EXTRA_CHARGE_KIND_LABELS,
  EXTRA_CHARGE_OPERATION_LABELS,
  EXTRA_CHARGE_OPERATIONS,
  VALUE_TYPE,
  VALUE_TYPE_LABELS,
  type ExtraChargeKind,
} from '@mikro/domain';
import { formatDate, formatMoney, SelectField, SimpleGrid, SwitchField, Tabs, TextField, ResourcePage } from '@mikro/ui';
import { extraChargeInitialValues, extraChargeSchema, toExtraChargeInput, type ExtraChargeValues } from './extraChargeForm';
import { ChargePreviewCard } from './ChargePreviewCard';
import { ExtraChargeTypesTab } from './ExtraChargeTypesTab';

const KINDS: { kind: ExtraChargeKind; noun: string; feminine: boolean }[] = [
  { kind: 1, noun: 'descuento', feminine: false },
  { kind: 2, noun: 'recargo', feminine: false },
  { kind: 3, noun: 'beca', feminine: true },
];

const options = <K extends number | string>(labels: Readonly<Record<K, string>>) =>
  (Object.entries(labels) as [string, string][]).map(([value, label]) => ({ value: (Number.isNaN(Number(value)) ? value : Number(value)) as K, label }));

function quantityText(charge: ExtraCharge): string {
  return charge.typeApplication === VALUE_TYPE.percentage ? `${Number(charge.quantity)} %` : formatMoney(charge.quantity);
}

function rangeText(from: string | number | null, to: string | number | null, format: (v: string | number) => string): string {
  if (from === null && to === null) return 'Siempre';
  return `${from === null ? '…' : format(from)} – ${to === null ? '…' : format(to)}`;
}

function KindTab({ kind, noun, feminine, types }: { kind: ExtraChargeKind; noun: string; feminine: boolean; types: ExtraChargeType[] }) {
  const typeIds = types.filter((type) => type.kind === kind).map((type) => type.id);
  const campuses = useQuery({ queryKey: resourceKeys.list(campusesApi, { limit: 200 }), queryFn: () => campusesApi.list({ limit: 200 }) });
  const cycles = useQuery({ queryKey: queryKeys.cycles.list(), queryFn: () => cyclesApi.list() });
  const campusList = Array.isArray(campuses.data) ? campuses.data : (campuses.data?.data ?? []);
  return (
    <ResourcePage<ExtraCharge, ExtraChargeValues, ExtraChargeInput, Partial<ExtraChargeInput>>
      title={EXTRA_CHARGE_KIND_LABELS[kind]}
      source={useResourceSource(extraChargesApi, {
        searchFields: ['name'],
        fixedFilters: [{ field: 'extraChargesTypeId', operator: '$in', value: typeIds.length ? typeIds : [0] }],
        join: [{ field: 'extraChargesType' }, { field: 'extraChargesCampus' }, { field: 'extraChargesCycle' }],
      })}
      permissions={useCrudPermissions()}
      noun={noun}
      feminine={feminine}
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'quantity', header: 'Valor', sortable: true, render: quantityText, align: 'end' },
        { key: 'operation', header: 'Operación', render: (c) => EXTRA_CHARGE_OPERATION_LABELS[c.operation as keyof typeof EXTRA_CHARGE_OPERATION_LABELS] ?? c.operation },
        { key: 'days', header: 'Días', render: (c) => rangeText(c.startDay, c.endDay, String) },
        { key: 'dates', header: 'Vigencia', render: (c) => rangeText(c.startDate, c.endDate, (v) => formatDate(String(v))) },
        { key: 'applicationForm', header: 'Aplicación', sortable: true, render: (c) => APPLICATION_FORM_LABELS[c.applicationForm as 1 | 2] },
        { key: 'campus', header: 'Campus', render: (c) => c.extraChargesCampus?.name ?? 'Todos' },
        { key: 'cycle', header: 'Ciclo', render: (c) => c.extraChargesCycle?.name ?? 'Todos' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText={`No hay ${EXTRA_CHARGE_KIND_LABELS[kind].toLowerCase()} que coincidan con la búsqueda`}
      rowLabel={(c) => c.name}
      hasActiveFlag
      softDelete
      form={{
        size: 'lg',
        initialValues: (charge) => extraChargeInitialValues(charge, typeIds[0] ?? null),
        schema: extraChargeSchema,
        toCreate: toExtraChargeInput,
        toUpdate: toExtraChargeInput,
        fields: () => (
          <>
            <SimpleGrid columns={2} gap="3">
              <TextField name="name" label="Nombre" required />
              <SelectField name="extraChargesTypeId" label="Tipo" required options={types.filter((t) => t.kind === kind).map((t) => ({ value: t.id, label: t.name }))} />
              <TextField name="quantity" label="Valor" required inputMode="decimal" />
              <SelectField name="typeApplication" label="Tipo de valor" required options={options(VALUE_TYPE_LABELS)} />
              <SelectField
                name="operation"
                label="Operación"
                required
                options={EXTRA_CHARGE_OPERATIONS.map((operation) => ({ value: operation, label: EXTRA_CHARGE_OPERATION_LABELS[operation] }))}
              />
              <SelectField name="applicationForm" label="Forma de aplicación" required options={options(APPLICATION_FORM_LABELS)} />
              <TextField name="startDay" label="Día inicial" inputMode="numeric" helper="Día del mes (1–31); vacío = sin límite" />
              <TextField name="endDay" label="Día final" inputMode="numeric" />
              <TextField name="startDate" label="Fecha inicial" type="date" />
              <TextField name="endDate" label="Fecha final" type="date" />
              <SelectField name="extraChargesCampusId" label="Campus" placeholder="Todos los campus" options={campusList.map((c) => ({ value: c.id, label: c.name }))} />
              <SelectField name="extraChargesCycleId" label="Ciclo" placeholder="Todos los ciclos" options={(cycles.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
            </SimpleGrid>
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}

export function ExtraChargesPage() {
  const types = useQuery({ queryKey: resourceKeys.list(extraChargesTypesApi, { limit: 500 }), queryFn: () => extraChargesTypesApi.list({ limit: 500 }) });
  const typeList = Array.isArray(types.data) ? types.data : (types.data?.data ?? []);
  return (
    <Tabs.Root defaultValue="1" lazyMount unmountOnExit variant="enclosed">
      <Tabs.List mb="4">
        {KINDS.map(({ kind }) => (
          <Tabs.Trigger key={kind} value={String(kind)}>
            {EXTRA_CHARGE_KIND_LABELS[kind]}
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value="types">Tipos</Tabs.Trigger>
        <Tabs.Trigger value="preview">Vista previa</Tabs.Trigger>
      </Tabs.List>
      {KINDS.map((entry) => (
        <Tabs.Content key={entry.kind} value={String(entry.kind)}>
          {types.isSuccess && <KindTab {...entry} types={typeList} />}
        </Tabs.Content>
      ))}
      <Tabs.Content value="types">
        <ExtraChargeTypesTab />
      </Tabs.Content>
      <Tabs.Content value="preview">
        <ChargePreviewCard />
      </Tabs.Content>
    </Tabs.Root>
  );
}
