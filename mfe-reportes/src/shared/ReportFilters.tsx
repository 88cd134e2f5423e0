// The filter bar of a report, driven by the filters the report accepts; every change goes to the URL.
import type { ReportMeta, ReportQuery } from '@mikro/contracts';
import type { ReportOptions } from '@mikro/api-client';
import { Checkbox, DateRangeFilter, SearchInput, SelectInput, Wrap } from '@mikro/ui';

export interface ReportFiltersProps {
  meta: ReportMeta;
  query: ReportQuery;
  options: ReportOptions | undefined;
  onChange: (changes: Record<string, string | number | boolean | undefined>) => void;
}

// Every select of the bar: full width on a phone, side by side from the small breakpoint on.
const SELECT_LAYOUT = { size: 'sm', width: { base: '100%', sm: '210px' } } as const;

const INVOICED_CHOICES = [
  { value: 'si', label: 'Solo facturado' },
  { value: 'no', label: 'Solo sin facturar' },
];

const asChoices = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

export function ReportFilters({ meta, query, options, onChange }: ReportFiltersProps) {
  const has = (name: (typeof meta.filters)[number]) => meta.filters.includes(name);
  return (
    <Wrap gap="2" align="center" className="report-no-print">
      {has('groupBy') && meta.groupBy && (
        <SelectInput
          {...SELECT_LAYOUT}
          label="Agrupar"
          options={meta.groupBy}
          value={query.groupBy ?? meta.groupBy[0]?.value ?? ''}
          onChange={(groupBy) => onChange({ groupBy, sort: undefined, order: undefined })}
        />
      )}
      {has('from') && (
        <DateRangeFilter from={query.from ?? ''} to={query.to ?? ''} onChange={(range) => onChange({ from: range.from, to: range.to })} />
      )}
      {has('cashierId') && (
        <SelectInput
          {...SELECT_LAYOUT}
          label="Cajero"
          placeholder="Todos los cajeros"
          options={asChoices(options?.cashiers)}
          value={query.cashierId}
          onChange={(cashierId) => onChange({ cashierId: cashierId ?? undefined })}
        />
      )}
      {has('methodId') && (
        <SelectInput
          {...SELECT_LAYOUT}
          label="Forma de pago"
          placeholder="Todas las formas de pago"
          options={asChoices(options?.methods)}
          value={query.methodId}
          onChange={(methodId) => onChange({ methodId: methodId ?? undefined })}
        />
      )}
      {has('classificationId') && (
        <SelectInput
          {...SELECT_LAYOUT}
          label="Clasificación"
          placeholder="Todas las clasificaciones"
          options={asChoices(options?.classifications)}
          value={query.classificationId}
          onChange={(classificationId) => onChange({ classificationId: classificationId ?? undefined })}
        />
      )}
      {has('status') && meta.statuses && (
        <SelectInput
          {...SELECT_LAYOUT}
          label="Estado"
          placeholder="Todos los estados"
          options={meta.statuses}
          value={query.status}
          onChange={(status) => onChange({ status: status ?? undefined })}
        />
      )}
      {has('invoiced') && (
        <SelectInput
          {...SELECT_LAYOUT}
          label="Facturación"
          placeholder="Facturado y sin facturar"
          options={INVOICED_CHOICES}
          value={query.invoiced}
          onChange={(invoiced) => onChange({ invoiced: invoiced ?? undefined })}
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
