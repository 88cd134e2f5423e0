// The filter bar of a report, driven by the filters the report accepts; every change goes to the URL.
import type { ReportMeta, ReportQuery } from '@mikro/contracts';
import type { ReportOptions } from '@mikro/api-client';
import { Checkbox, HStack, Input, NativeSelect, SearchInput, Wrap } from '@mikro/ui';

export interface ReportFiltersProps {
  meta: ReportMeta;
  query: ReportQuery;
  options: ReportOptions | undefined;
  onChange: (changes: Record<string, string | number | boolean | undefined>) => void;
}

function Select({ label, value, choices, empty, onChange }: { label: string; value: string; choices: { value: string; label: string }[]; empty?: string; onChange: (value: string) => void }) {
  return (
    <NativeSelect.Root size="sm" width={{ base: '100%', sm: '210px' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const asChoices = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

export function ReportFilters({ meta, query, options, onChange }: ReportFiltersProps) {
  const has = (name: (typeof meta.filters)[number]) => meta.filters.includes(name);
  return (
    <Wrap gap="2" align="center" className="report-no-print">
      {has('groupBy') && meta.groupBy && (
        <Select label="Agrupar" value={query.groupBy ?? meta.groupBy[0]?.value ?? ''} choices={meta.groupBy} onChange={(value) => onChange({ groupBy: value, sort: undefined, order: undefined })} />
      )}
      {has('from') && (
        <HStack gap="1">
          <Input size="sm" type="date" width="150px" aria-label="Desde" value={query.from ?? ''} onChange={(event) => onChange({ from: event.target.value })} />
          <Input size="sm" type="date" width="150px" aria-label="Hasta" value={query.to ?? ''} onChange={(event) => onChange({ to: event.target.value })} />
        </HStack>
      )}
      {has('cashierId') && (
        <Select label="Cajero" value={String(query.cashierId ?? '')} empty="Todos los cajeros" choices={asChoices(options?.cashiers)} onChange={(value) => onChange({ cashierId: value })} />
      )}
      {has('methodId') && (
        <Select label="Forma de pago" value={String(query.methodId ?? '')} empty="Todas las formas de pago" choices={asChoices(options?.methods)} onChange={(value) => onChange({ methodId: value })} />
      )}
      {has('classificationId') && (
        <Select
          label="Clasificación"
          value={String(query.classificationId ?? '')}
          empty="Todas las clasificaciones"
          choices={asChoices(options?.classifications)}
          onChange={(value) => onChange({ classificationId: value })}
        />
      )}
      {has('status') && meta.statuses && (
        <Select label="Estado" value={query.status ?? ''} empty="Todos los estados" choices={meta.statuses} onChange={(value) => onChange({ status: value })} />
      )}
      {has('invoiced') && (
        <Select
          label="Facturación"
          value={query.invoiced ?? ''}
          empty="Facturado y sin facturar"
          choices={[
            { value: 'si', label: 'Solo facturado' },
            { value: 'no', label: 'Solo sin facturar' },
          ]}
          onChange={(value) => onChange({ invoiced: value })}
        />
      )}
      {has('search') && (
        <div style={{ minWidth: 220 }}>
          <SearchInput value={query.search ?? ''} onChange={(value) => onChange({ search: value })} placeholder="Buscar…" />
        </div>
      )}
      {has('belowMin') && (
        <Checkbox.Root size="sm" checked={query.belowMin === true} onCheckedChange={(event) => onChange({ belowMin: event.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Solo bajo mínimo</Checkbox.Label>
        </Checkbox.Root>
      )}
      {has('onlyBalance') && (
        <Checkbox.Root size="sm" checked={query.onlyBalance === true} onCheckedChange={(event) => onChange({ onlyBalance: event.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Solo con saldo</Checkbox.Label>
        </Checkbox.Root>
      )}
    </Wrap>
  );
}
